import { defineOverride } from '../server-overrides/define';

// A campaign's moves, dates and spending (its results' costs) are declared
// (schema/src/resources/campaigns.ts); its dates hold its results (other records: judged here).
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write) => {
    const { action, id, before, values } = write;
    if (action === 'delete' || !id || !('startDate' in values || 'endDate' in values)) return;
    const campaign = { ...before, ...values };
    const earlier = await records.find('campaignResults', { campaignId: id, periodStart_lt: campaign.startDate }, { limit: 1 });
    const later = earlier.length ? [] : await records.find('campaignResults', { campaignId: id, periodEnd_gt: campaign.endDate }, { limit: 1 });
    if (earlier.length || later.length) throw rules.refuse(write, 'resultsWithinDates');
  },
}));
