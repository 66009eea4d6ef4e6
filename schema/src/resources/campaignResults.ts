import { defineResource, f } from '../index';

// A campaign's figures for one period (SPEC §2 /CampaignResults): reach, impressions, clicks,
// conversions, revenue and cost. Click-through rate (clicks per impression) and return ((revenue −
// cost) per cost) are the server's; periods of one campaign never overlap and stay within its dates.
export const campaignResults = defineResource({
  name: 'campaignResults',
  route: '/CampaignResults',
  menu: { group: 'financialAdmin', icon: 'Insights', order: 21 },
  recordRepresentation: ['periodStart'],
  fields: {
    campaignId: f.reference('campaigns', { required: true }),
    periodStart: f.date({ required: true }),
    periodEnd: f.date({ required: true }),
    reach: f.integer({ required: true, min: 0, max: 1_000_000_000 }),
    impressions: f.integer({ required: true, min: 0, max: 1_000_000_000 }),
    clicks: f.integer({ required: true, min: 0, max: 1_000_000_000 }),
    conversions: f.integer({ required: true, min: 0, max: 1_000_000_000 }),
    revenue: f.money({ required: true, min: 0, max: 100_000_000 }),
    cost: f.money({ required: true, min: 0, max: 100_000_000 }),
    // Percentages, two decimals.
    clickThroughRate: f.decimal({ readOnly: true }),
    returnOnSpend: f.decimal({ readOnly: true }),
    notes: f.text({ maxLength: 300 }),
  },
  list: { columns: ['campaignId', 'periodStart', 'periodEnd', 'reach', 'impressions', 'clicks', 'clickThroughRate', 'conversions', 'revenue', 'cost', 'returnOnSpend'], sort: ['periodStart', 'DESC'] },
  filters: { campaignId: { alwaysOn: true }, periodStart: { ops: ['gte', 'lte'] } },
  indexes: [['campaignId', 'periodStart']],
  checks: {
    periodEndAfterStart: { kind: 'after', field: 'periodEnd', than: 'periodStart', orSame: true },
    reachAtMostImpressions: { kind: 'atMost', field: 'reach', than: 'impressions' },
    clicksAtMostImpressions: { kind: 'atMost', field: 'clicks', than: 'impressions' },
    conversionsAtMostClicks: { kind: 'atMost', field: 'conversions', than: 'clicks' },
    // The campaign's dates.
    withinCampaign: { kind: 'override', field: 'periodStart' },
  },
  constraints: {
    // Periods of one campaign never overlap, their days counted whole (the last one included).
    periodsApart: { kind: 'noOverlap', start: 'periodStart', end: 'periodEnd', per: ['campaignId'], inclusive: true },
  },
});
