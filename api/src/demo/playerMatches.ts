import type { DemoSeed } from './demo-seed';

// The first team's completed matches (the squad's first fourteen players): eleven starters, two
// substitutes and one left on the bench; the team's goals go to its forwards and midfielders.
const SCORERS = [6, 8, 4, 10, 7, 3];

export const demo: DemoSeed = function* (ctx) {
  const players = ctx.ids('players');
  const firstTeam = ctx.ids('teams')[0];
  for (const [number, match] of ctx.records('matches').entries()) {
    if (match.status !== 'completed' || match.teamId !== firstTeam) continue;
    const goals = Number(match.goalsFor ?? 0);
    for (let place = 0; place < 14; place++) {
      const role = place < 11 ? 'starter' : place < 13 ? 'substitute' : 'unused';
      const scored = Array.from({ length: goals }, (_, goal) => SCORERS[(number + goal) % SCORERS.length]).filter((scorer) => scorer === place).length;
      const assisted = goals > 0 && (place === 5 || (place === 9 && goals > 1)) ? 1 : 0;
      yield {
        matchId: match.id,
        playerId: players[place],
        role,
        minutesPlayed: role === 'starter' ? (place === 7 || place === 9 ? 70 : 90) : role === 'substitute' ? 20 : 0,
        goals: scored,
        assists: assisted,
        yellowCards: role !== 'unused' && (number + place) % 9 === 0 ? 1 : 0,
        redCards: number === 2 && place === 4 ? 1 : 0,
        rating: role === 'unused' ? undefined : Math.round((6 + scored * 0.8 + assisted * 0.5 + ((number + place) % 5) * 0.3) * 10) / 10,
      };
    }
  }
};
