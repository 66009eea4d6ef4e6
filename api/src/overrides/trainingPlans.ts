import { CLUB_TIME_ZONE } from '@club/schema';
import { defineOverride } from '../server-overrides/define';

// Its moves, its period's order and its session count are declared in its schema. What stays here:
// the period holds the plan's sessions (a rule over its children's days the vocabulary has no word for).
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, id, before, values } = write;
    if (action === 'delete' || !id || !('periodStart' in values || 'periodEnd' in values)) return;
    const plan = { ...before, ...values };
    const { rows } = await client.query(
      `SELECT 1 FROM "training_sessions" WHERE "plan_id" = $1 AND (("starts_at" AT TIME ZONE '${CLUB_TIME_ZONE}')::date < $2::date OR ("starts_at" AT TIME ZONE '${CLUB_TIME_ZONE}')::date > $3::date) LIMIT 1`,
      [id, plan.periodStart, plan.periodEnd],
    );
    if (rows.length) throw rules.refuse(write, 'sessionsWithinPeriod');
  },
}));
