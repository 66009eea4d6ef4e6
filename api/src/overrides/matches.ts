import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';

// Its moves and when a score is given are declared in its schema. What stays: the result follows
// from the score, and the score never falls below the goals its players are recorded with (a sum
// over its players' rows the vocabulary cannot compare with).
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, id, before, values } = write;
    if (action === 'delete') return;
    const match = { ...before, ...values };
    const scored = match.goalsFor !== null && match.goalsFor !== undefined && match.goalsAgainst !== null && match.goalsAgainst !== undefined;
    values.result = match.status === 'completed' && scored ? (Number(match.goalsFor) > Number(match.goalsAgainst) ? 'win' : Number(match.goalsFor) < Number(match.goalsAgainst) ? 'loss' : 'draw') : null;
    if (id && scored && 'goalsFor' in values) {
      const { rows } = await client.query<{ goals: number }>('SELECT coalesce(sum("goals"), 0)::int AS "goals" FROM "player_matches" WHERE "match_id" = $1', [id]);
      if (rows[0]!.goals > Number(match.goalsFor)) throw rules.refuse(write, 'squadGoals', { goals: rows[0]!.goals });
    }
  },
  // Its players' rows show its kick-off and opponent.
  afterWrite: async (event) => {
    const { action, after, changed } = event;
    if (action === 'update' && (changed.includes('kickoffAt') || changed.includes('opponent'))) {
      await records.updateWhere('playerMatches', { matchId: after!.id }, { kickoffAt: after!.kickoffAt, opponent: after!.opponent }, causeOf(event));
    }
  },
}));
