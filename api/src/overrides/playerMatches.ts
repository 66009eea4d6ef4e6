import { causeOf } from '../crud/cause';
import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { refreshMatchTotals } from './parts/players';

const NUMBERS = ['minutesPlayed', 'goals', 'assists', 'yellowCards', 'redCards'] as const;

const MESSAGES: Record<Locale, { refused: string; notPlayed: string; unused: string; tooMany: (goals: number) => string }> = {
  en: {
    refused: "The player's match cannot be saved this way",
    notPlayed: 'Minutes, goals and cards are recorded once the match has kicked off',
    unused: 'A player who did not come on has no minutes, goals or cards',
    tooMany: (goals) => `The team scored ${goals}: its players cannot have scored more`,
  },
  ar: {
    refused: 'لا يمكن حفظ مشاركة اللاعب بهذه الطريقة',
    notPlayed: 'تُسجَّل الدقائق والأهداف والبطاقات بعد انطلاق المباراة',
    unused: 'لا دقائق ولا أهداف ولا بطاقات للاعب لم يشارك',
    tooMany: (goals) => `سجّل الفريق ${goals}: لا تزيد أهداف لاعبيه عليها`,
  },
};

// A player's numbers come once the match has kicked off; one who did not come on has none; the
// players' goals never add up to more than the team scored (under a lock on the match). Each write
// recomputes the player's totals in the same transaction.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async ({ action, id, before, values, locale }, client) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const row = { ...before, ...values };
    const played = NUMBERS.some((name) => Number(row[name] ?? 0) > 0);
    if (row.role === 'unused' && played) throw badRequest(m.refused, { role: m.unused });
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`playerMatches:${row.matchId}`]);
    const { rows } = await client.query<{ status: string; goalsFor: number | null; others: number; kickoffAt: Date; opponent: string }>(
      `SELECT m."status", m."goals_for" AS "goalsFor", m."kickoff_at" AS "kickoffAt", m."opponent", (SELECT coalesce(sum(p."goals"), 0)::int FROM "player_matches" p WHERE p."match_id" = m."id" AND p."id" IS DISTINCT FROM $2) AS "others"
         FROM "matches" m WHERE m."id" = $1`,
      [row.matchId, id ?? null],
    );
    const match = rows[0];
    if (!match) return;
    Object.assign(values, { kickoffAt: match.kickoffAt.toISOString(), opponent: match.opponent });
    if (played && match.status !== 'live' && match.status !== 'completed') throw badRequest(m.refused, { minutesPlayed: m.notPlayed });
    if (match.goalsFor !== null && match.others + Number(row.goals ?? 0) > match.goalsFor) throw badRequest(m.refused, { goals: m.tooMany(match.goalsFor) });
  },
  afterWrite: async (event, client) => {
    await refreshMatchTotals(client, records, causeOf(event), [event.before?.playerId, event.after?.playerId]);
  },
}));
