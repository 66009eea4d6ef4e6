import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; notPlayed: string; onTarget: string; possession: (other: number) => string }> = {
  en: {
    refused: 'The match statistics cannot be saved this way',
    notPlayed: 'Statistics are kept for a match that has kicked off',
    onTarget: 'Shots on target are some of the shots',
    possession: (other) => `The other side had ${other}% possession: the two make 100%`,
  },
  ar: {
    refused: 'لا يمكن حفظ إحصاءات المباراة بهذه الطريقة',
    notPlayed: 'تُسجَّل الإحصاءات لمباراة انطلقت',
    onTarget: 'التسديدات على المرمى جزء من التسديدات',
    possession: (other) => `استحواذ الطرف الآخر ${other}%: مجموعهما 100%`,
  },
};

// Statistics belong to a match that has kicked off (live or completed); shots on target never
// exceed shots; both sides' possession makes 100% (checked under a lock on the match).
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, id, before, values, locale }, client) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const stats = { ...before, ...values };
    const { rows } = await client.query('SELECT "status" FROM "matches" WHERE "id" = $1', [stats.matchId]);
    if (rows[0] && rows[0].status !== 'live' && rows[0].status !== 'completed') throw conflict(m.notPlayed, { matchId: m.notPlayed });
    if (Number(stats.shotsOnTarget ?? 0) > Number(stats.shots ?? 0)) throw badRequest(m.refused, { shotsOnTarget: m.onTarget });
    if (stats.possession === null || stats.possession === undefined) return;
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`matchStatistics:${stats.matchId}`]);
    const { rows: other } = await client.query<{ possession: number | null }>('SELECT "possession" FROM "match_statistics" WHERE "match_id" = $1 AND "side" <> $2 AND "id" IS DISTINCT FROM $3', [stats.matchId, stats.side, id ?? null]);
    const theirs = other[0]?.possession;
    if (theirs !== null && theirs !== undefined && theirs + Number(stats.possession) !== 100) throw badRequest(m.refused, { possession: m.possession(theirs) });
  },
}));
