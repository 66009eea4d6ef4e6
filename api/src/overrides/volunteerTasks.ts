import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { checkTransition } from './parts/transitions';

const MOVES = { open: ['inProgress', 'cancelled'], inProgress: ['open', 'done', 'cancelled'], done: ['inProgress'], cancelled: ['open'] };

const MESSAGES: Record<Locale, { refused: string; order: string; notAccepted: string; labels: Record<string, string> }> = {
  en: {
    refused: 'The task cannot be saved this way',
    order: 'A task ends after it starts',
    notAccepted: 'The volunteer is not accepted for this task\'s opportunity',
    labels: { open: 'open', inProgress: 'in progress', done: 'done', cancelled: 'cancelled' },
  },
  ar: {
    refused: 'لا يمكن حفظ المهمة بهذه الطريقة',
    order: 'تنتهي المهمة بعد بدايتها',
    notAccepted: 'المتطوع غير مقبول في فرصة هذه المهمة',
    labels: { open: 'مفتوحة', inProgress: 'قيد التنفيذ', done: 'منجزة', cancelled: 'ملغاة' },
  },
};

// A task of an opportunity, handed to a volunteer accepted for it, ends after it starts.
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, before, values, locale }, client) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const task = { ...before, ...values };
    checkTransition(MOVES, before?.status, values.status, locale, m.labels);
    if (!(new Date(String(task.endsAt)) > new Date(String(task.startsAt)))) throw badRequest(m.refused, { endsAt: m.order });
    if (task.volunteerId && ('volunteerId' in values || 'opportunityId' in values)) {
      const { rows } = await client.query(`SELECT 1 FROM "volunteer_assignments" WHERE "opportunity_id" = $1 AND "volunteer_id" = $2 AND "status" IN ('accepted', 'attended')`, [task.opportunityId, task.volunteerId]);
      if (!rows[0]) throw conflict(m.notAccepted, { volunteerId: m.notAccepted });
    }
  },
}));
