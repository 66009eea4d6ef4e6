import { CLUB_TIME_ZONE } from '@club/schema';
import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { checkTransition } from './parts/transitions';

const MOVES = { draft: ['active', 'cancelled'], active: ['completed', 'cancelled'], completed: [], cancelled: [] };

const MESSAGES: Record<Locale, { refused: string; order: string; outside: string; labels: Record<string, string> }> = {
  en: {
    refused: 'The training plan cannot be saved this way',
    order: 'The period ends on or after its start',
    outside: 'The plan has sessions outside this period',
    labels: { draft: 'draft', active: 'active', completed: 'completed', cancelled: 'cancelled' },
  },
  ar: {
    refused: 'لا يمكن حفظ الخطة التدريبية بهذه الطريقة',
    order: 'تنتهي الفترة في يوم بدايتها أو بعده',
    outside: 'للخطة حصص خارج هذه الفترة',
    labels: { draft: 'مسودة', active: 'سارية', completed: 'مكتملة', cancelled: 'ملغاة' },
  },
};

// A plan's period runs forward and holds its sessions; it moves draft → active → completed, or is
// cancelled before it completes. Its session count follows its sessions.
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, id, before, values, locale }, client) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const plan = { ...before, ...values };
    if (String(plan.periodEnd) < String(plan.periodStart)) throw badRequest(m.refused, { periodEnd: m.order });
    checkTransition(MOVES, before?.status, values.status, locale, m.labels);
    if (action === 'create') values.sessionCount = 0;
    if (id) {
      const { rows } = await client.query(
        `SELECT 1 FROM "training_sessions" WHERE "plan_id" = $1 AND (("starts_at" AT TIME ZONE '${CLUB_TIME_ZONE}')::date < $2::date OR ("starts_at" AT TIME ZONE '${CLUB_TIME_ZONE}')::date > $3::date) LIMIT 1`,
        [id, plan.periodStart, plan.periodEnd],
      );
      if (rows.length) throw badRequest(m.refused, { periodStart: m.outside });
    }
  },
}));
