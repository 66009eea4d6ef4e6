import { defineOverride } from '../server-overrides/define';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null);

// One period's figures of a campaign, within its dates (never overlapping another period of it,
// reach ≤ impressions, conversions ≤ clicks ≤ impressions and the period's order are declared).
// Click-through rate = clicks / impressions and return = (revenue − cost) / cost, in percent, are
// derived; the campaign's spending is the sum of its results' costs (a rollup of campaigns).
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, before, values } = write;
    if (action === 'delete') return;
    const result = { ...before, ...values };
    const [impressions, clicks, revenue, cost] = ['impressions', 'clicks', 'revenue', 'cost'].map((field) => Number(result[field]));
    values.clickThroughRate = percent(clicks!, impressions!);
    values.returnOnSpend = percent(revenue! - cost!, cost!);
    const { rows } = await client.query<{ start: string; end: string }>('SELECT "start_date"::text AS "start", "end_date"::text AS "end" FROM "campaigns" WHERE "id" = $1 FOR NO KEY UPDATE', [result.campaignId]);
    const campaign = rows[0];
    if (!campaign) return; // the reference check answers it
    if (String(result.periodStart) < campaign.start || String(result.periodEnd) > campaign.end) throw rules.refuse(write, 'withinCampaign', { start: campaign.start, end: campaign.end });
  },
}));
