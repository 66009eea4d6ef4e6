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
  rules: {
    periodEndAfterStart: 'A period ends on or after the day it starts',
    reachAtMostImpressions: 'Reach (people) is at most the impressions',
    clicksAtMostImpressions: 'Clicks are at most the impressions',
    conversionsAtMostClicks: 'Conversions are at most the clicks',
    withinCampaign: 'The campaign runs from %{start} to %{end}',
    periodsApart: 'The campaign has results for the period from %{record} already',
  },
});
