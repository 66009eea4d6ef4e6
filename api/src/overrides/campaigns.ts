import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { checkTransition } from './parts/transitions';

const MOVES = { planned: ['active', 'cancelled'], active: ['paused', 'completed', 'cancelled'], paused: ['active', 'completed', 'cancelled'], completed: [], cancelled: [] };

const MESSAGES: Record<Locale, { refused: string; order: string; outside: string; labels: Record<string, string> }> = {
  en: {
    refused: 'The campaign cannot be saved this way',
    order: 'A campaign ends on or after the day it starts',
    outside: 'The campaign has results outside these dates',
    labels: { planned: 'planned', active: 'active', paused: 'paused', completed: 'completed', cancelled: 'cancelled' },
  },
  ar: {
    refused: 'لا يمكن حفظ الحملة بهذه الطريقة',
    order: 'تنتهي الحملة في يوم بدايتها أو بعده',
    outside: 'للحملة نتائج خارج هذه التواريخ',
    labels: { planned: 'مخطط لها', active: 'نشطة', paused: 'متوقفة مؤقتًا', completed: 'مكتملة', cancelled: 'ملغاة' },
  },
};

// A campaign's dates are in order and hold its results; planned → active ⇄ paused → completed, or
// cancelled. What it spent is its results' costs (kept by them), never typed.
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, id, before, values, locale }, client) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const campaign = { ...before, ...values };
    checkTransition(MOVES, before?.status, values.status, locale, m.labels);
    if (String(campaign.endDate) < String(campaign.startDate)) throw badRequest(m.refused, { endDate: m.order });
    if (action === 'create') values.spent = 0;
    if (id && ('startDate' in values || 'endDate' in values)) {
      const { rows } = await client.query('SELECT 1 FROM "campaign_results" WHERE "campaign_id" = $1 AND ("period_start" < $2 OR "period_end" > $3) LIMIT 1', [id, campaign.startDate, campaign.endDate]);
      if (rows[0]) throw badRequest(m.refused, { startDate: m.outside });
    }
  },
}));
