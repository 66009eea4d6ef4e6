import { defineOverride } from '../server-overrides/define';

// Statistics belong to a match that has kicked off (live or completed: declared); both sides' possession
// makes 100% (checked under a lock on the match). Shots on target never exceed shots: declared.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, id, before, values } = write;
    if (action === 'delete') return;
    const stats = { ...before, ...values };
    if (stats.possession === null || stats.possession === undefined) return;
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`matchStatistics:${stats.matchId}`]);
    const { rows: other } = await client.query<{ possession: number | null }>('SELECT "possession" FROM "match_statistics" WHERE "match_id" = $1 AND "side" <> $2 AND "id" IS DISTINCT FROM $3', [stats.matchId, stats.side, id ?? null]);
    const theirs = other[0]?.possession;
    if (theirs !== null && theirs !== undefined && theirs + Number(stats.possession) !== 100) throw rules.refuse(write, 'possessionMakes100', { other: theirs });
  },
}));
