import { causeOf } from '../crud/cause';
import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { checkTransition } from './parts/transitions';

const MOVES = { scheduled: ['live', 'completed', 'postponed', 'cancelled'], live: ['completed'], postponed: ['scheduled', 'cancelled'], completed: [], cancelled: [] };

const MESSAGES: Record<Locale, { refused: string; notKickedOff: string; scoreNeeded: string; noScoreYet: string; squadScored: (goals: number) => string; labels: Record<string, string> }> = {
  en: {
    refused: 'The match cannot be saved this way',
    notKickedOff: 'A match is live or completed once it has kicked off',
    scoreNeeded: 'A completed match has its score',
    noScoreYet: 'The score is given once the match has kicked off',
    squadScored: (goals) => `The players are recorded with ${goals} goals: the team scored at least that many`,
    labels: { scheduled: 'scheduled', live: 'live', completed: 'completed', postponed: 'postponed', cancelled: 'cancelled' },
  },
  ar: {
    refused: 'لا يمكن حفظ المباراة بهذه الطريقة',
    notKickedOff: 'لا تكون المباراة جارية أو منتهية قبل انطلاقها',
    scoreNeeded: 'للمباراة المنتهية نتيجتها',
    noScoreYet: 'تُسجَّل النتيجة بعد انطلاق المباراة',
    squadScored: (goals) => `سُجّل للاعبين ${goals} أهداف: لا تقل أهداف الفريق عنها`,
    labels: { scheduled: 'مجدولة', live: 'جارية', completed: 'منتهية', postponed: 'مؤجلة', cancelled: 'ملغاة' },
  },
};

// A match moves scheduled → live → completed (or is postponed, then rescheduled or cancelled);
// it is live or completed only once kicked off, and completed with its score, from which the
// result follows. Its score never falls below the goals its players are recorded with.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async ({ action, id, before, values, locale }, client) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const match = { ...before, ...values };
    checkTransition(MOVES, before?.status, values.status, locale, m.labels);
    const started = match.status === 'live' || match.status === 'completed';
    if (started && values.status && Date.parse(String(match.kickoffAt)) > Date.now()) throw badRequest(m.refused, { status: m.notKickedOff });
    const scored = match.goalsFor !== null && match.goalsFor !== undefined && match.goalsAgainst !== null && match.goalsAgainst !== undefined;
    if (match.status === 'completed' && !scored) throw badRequest(m.refused, { goalsFor: m.scoreNeeded });
    if (!started && (values.goalsFor != null || values.goalsAgainst != null)) throw badRequest(m.refused, { goalsFor: m.noScoreYet });
    values.result = match.status === 'completed' && scored ? (Number(match.goalsFor) > Number(match.goalsAgainst) ? 'win' : Number(match.goalsFor) < Number(match.goalsAgainst) ? 'loss' : 'draw') : null;
    if (id && scored) {
      const { rows } = await client.query<{ goals: number }>('SELECT coalesce(sum("goals"), 0)::int AS "goals" FROM "player_matches" WHERE "match_id" = $1', [id]);
      if (rows[0]!.goals > Number(match.goalsFor)) throw badRequest(m.refused, { goalsFor: m.squadScored(rows[0]!.goals) });
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
