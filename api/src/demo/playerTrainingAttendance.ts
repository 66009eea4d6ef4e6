import type { DemoSeed } from './demo-seed';
import { demoPlayers } from './parts/academy';

// Every completed session's squad, as its coach took it: mostly present, some late, a few absent or excused.
export const demo: DemoSeed = function* (ctx) {
  const sessions = ctx.records('trainingSessions');
  const teams = ctx.ids('teams');
  const players = ctx.ids('players');
  const squad = demoPlayers(ctx.dateFromToday(0));
  const by = ctx.ids('users')[13];
  for (const [number, session] of sessions.entries()) {
    if (session.status !== 'completed') continue;
    const team = teams.indexOf(String(session.teamId));
    for (const player of squad.filter((candidate) => candidate.team === team)) {
      const roll = (number * 7 + player.index * 3) % 20;
      const status = roll < 14 ? 'present' : roll < 16 ? 'late' : roll < 18 ? 'absent' : 'excused';
      yield {
        sessionId: session.id,
        playerId: players[player.index],
        status,
        minutesLate: status === 'late' ? 5 + (roll % 3) * 5 : undefined,
        notes: status === 'excused' ? (roll % 2 ? 'School exam.' : 'ظرف عائلي.') : undefined,
        $by: by,
      };
    }
  }
};
