import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, {
  refused: string;
  order: string;
  outside: (start: string, end: string) => string;
  overlap: (start: string, end: string) => string;
  clicks: string;
  conversions: string;
  reach: string;
}> = {
  en: {
    refused: 'The results cannot be saved this way',
    order: 'A period ends on or after the day it starts',
    outside: (start, end) => `The campaign runs from ${start} to ${end}`,
    overlap: (start, end) => `The campaign has results for ${start} to ${end} already`,
    clicks: 'Clicks are at most the impressions',
    conversions: 'Conversions are at most the clicks',
    reach: 'Reach (people) is at most the impressions',
  },
  ar: {
    refused: 'لا يمكن حفظ النتائج بهذه الطريقة',
    order: 'تنتهي الفترة في يوم بدايتها أو بعده',
    outside: (start, end) => `تمتد الحملة من ${start} إلى ${end}`,
    overlap: (start, end) => `للحملة نتائج من ${start} إلى ${end} بالفعل`,
    clicks: 'لا تزيد النقرات على مرات الظهور',
    conversions: 'لا تزيد التحويلات على النقرات',
    reach: 'لا يزيد الوصول (الأشخاص) على مرات الظهور',
  },
};

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null);

// One period's figures of a campaign, within its dates and never overlapping another period of it
// (under the campaign's row lock); reach ≤ impressions, conversions ≤ clicks ≤ impressions.
// Click-through rate = clicks / impressions and return = (revenue − cost) / cost, in percent, are
// derived; the campaign's spending is the sum of its results' costs (a rollup of campaigns).
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, id, before, values, locale }, client) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const result = { ...before, ...values };
    const [reach, impressions, clicks, conversions, revenue, cost] = ['reach', 'impressions', 'clicks', 'conversions', 'revenue', 'cost'].map((field) => Number(result[field]));
    if (String(result.periodEnd) < String(result.periodStart)) throw badRequest(m.refused, { periodEnd: m.order });
    if (reach! > impressions!) throw badRequest(m.refused, { reach: m.reach });
    if (clicks! > impressions!) throw badRequest(m.refused, { clicks: m.clicks });
    if (conversions! > clicks!) throw badRequest(m.refused, { conversions: m.conversions });
    values.clickThroughRate = percent(clicks!, impressions!);
    values.returnOnSpend = percent(revenue! - cost!, cost!);
    const { rows } = await client.query<{ start: string; end: string }>('SELECT "start_date"::text AS "start", "end_date"::text AS "end" FROM "campaigns" WHERE "id" = $1 FOR NO KEY UPDATE', [result.campaignId]);
    const campaign = rows[0];
    if (!campaign) return; // the reference check answers it
    if (String(result.periodStart) < campaign.start || String(result.periodEnd) > campaign.end) throw badRequest(m.refused, { periodStart: m.outside(campaign.start, campaign.end) });
    const { rows: overlapping } = await client.query<{ start: string; end: string }>(
      'SELECT "period_start"::text AS "start", "period_end"::text AS "end" FROM "campaign_results" WHERE "campaign_id" = $1 AND "id" IS DISTINCT FROM $2 AND "period_start" <= $4 AND "period_end" >= $3 LIMIT 1',
      [result.campaignId, id ?? null, result.periodStart, result.periodEnd],
    );
    if (overlapping[0]) throw conflict(m.overlap(overlapping[0].start, overlapping[0].end), { periodStart: m.overlap(overlapping[0].start, overlapping[0].end) });
  },
}));
