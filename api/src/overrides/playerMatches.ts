import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';
import { refreshMatchTotals } from './parts/players';

const NUMBERS = ['minutesPlayed', 'goals', 'assists', 'yellowCards', 'redCards'] as const;

// A player's numbers come once the match has kicked off; one who did not come on has none; the
// players' goals never add up to more than the team scored (under a lock on the match). Each write
// recomputes the player's totals in the same transaction.
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, id, before, values } = write;
    if (action === 'delete') return;
    const row = { ...before, ...values };
    const played = NUMBERS.some((name) => Number(row[name] ?? 0) > 0);
    if (row.role === 'unused' && played) throw rules.refuse(write, 'unusedHasNone');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`playerMatches:${row.matchId}`]);
    const { rows } = await client.query<{ status: string; goalsFor: number | null; others: number; kickoffAt: Date; opponent: string }>(
      `SELECT m."status", m."goals_for" AS "goalsFor", m."kickoff_at" AS "kickoffAt", m."opponent", (SELECT coalesce(sum(p."goals"), 0)::int FROM "player_matches" p WHERE p."match_id" = m."id" AND p."id" IS DISTINCT FROM $2) AS "others"
         FROM "matches" m WHERE m."id" = $1`,
      [row.matchId, id ?? null],
    );
    const match = rows[0];
    if (!match) return;
    Object.assign(values, { kickoffAt: match.kickoffAt.toISOString(), opponent: match.opponent });
    if (played && match.status !== 'live' && match.status !== 'completed') throw rules.refuse(write, 'afterKickOff');
    if (match.goalsFor !== null && match.others + Number(row.goals ?? 0) > match.goalsFor) throw rules.refuse(write, 'teamGoals', { goals: match.goalsFor });
  },
  afterWrite: async (event, client) => {
    await refreshMatchTotals(client, records, causeOf(event), [event.before?.playerId, event.after?.playerId]);
  },
}));
