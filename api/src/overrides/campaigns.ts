import { badRequest } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

// Only what the declared rules cannot say: whether other records (its results) fall in its dates.
const MESSAGES: Record<Locale, { outside: string }> = {
  en: { outside: 'The campaign has results outside these dates' },
  ar: { outside: 'للحملة نتائج خارج هذه التواريخ' },
};

// A campaign's moves, dates and spending (its results' costs) are declared
// (schema/src/resources/campaigns.ts); its dates hold its results.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async ({ action, id, before, values, locale }) => {
    if (action === 'delete' || !id || !('startDate' in values || 'endDate' in values)) return;
    const campaign = { ...before, ...values };
    const earlier = await records.find('campaignResults', { campaignId: id, periodStart_lt: campaign.startDate }, { limit: 1 });
    const later = earlier.length ? [] : await records.find('campaignResults', { campaignId: id, periodEnd_gt: campaign.endDate }, { limit: 1 });
    if (earlier.length || later.length) throw badRequest(MESSAGES[locale].outside, { startDate: MESSAGES[locale].outside });
  },
}));
