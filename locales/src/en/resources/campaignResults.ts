import type { campaignResults } from '@club/schema/resources/campaignResults';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof campaignResults>({
  name: 'Campaign result |||| Campaign results',
  fields: {
    campaignId: 'Campaign',
    periodStart: 'From',
    periodEnd: 'To',
    reach: 'Reach',
    impressions: 'Impressions',
    clicks: 'Clicks',
    conversions: 'Conversions',
    revenue: 'Revenue',
    cost: 'Cost',
    clickThroughRate: 'Click-through rate (%)',
    returnOnSpend: 'Return on spend (%)',
    notes: 'Notes',
  },
});
