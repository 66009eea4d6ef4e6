import { CLUB_TIME_ZONE } from '@club/schema';
import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

// Its moves, its period's order and its session count are declared in its schema. What stays here:
// the period holds the plan's sessions (a rule over its children's days the vocabulary has no word for).
const OUTSIDE: Record<Locale, string> = {
  en: 'The plan has sessions outside this period',
  ar: 'للخطة حصص خارج هذه الفترة',
};

export const override = defineOverride(() => ({
  beforeWrite: async ({ action, id, before, values, locale }, client) => {
    if (action === 'delete' || !id || !('periodStart' in values || 'periodEnd' in values)) return;
    const plan = { ...before, ...values };
    const { rows } = await client.query(
      `SELECT 1 FROM "training_sessions" WHERE "plan_id" = $1 AND (("starts_at" AT TIME ZONE '${CLUB_TIME_ZONE}')::date < $2::date OR ("starts_at" AT TIME ZONE '${CLUB_TIME_ZONE}')::date > $3::date) LIMIT 1`,
      [id, plan.periodStart, plan.periodEnd],
    );
    if (rows.length) throw badRequest(OUTSIDE[locale], { periodStart: OUTSIDE[locale] });
  },
}));
