import type { DemoRow, DemoSeed } from './demo-seed';

// Weekly figures of the campaigns that ran: reach and impressions, clicks, conversions, what they
// brought in and cost. Click-through rate and return are the server's.
export const demo: DemoSeed = (ctx) => {
  const campaigns = ctx.records('campaigns');
  const rows: DemoRow[] = [];
  const today = ctx.dateFromToday(0);
  ctx.ids('campaigns').forEach((campaignId, index) => {
    const campaign = campaigns[index]!;
    if (campaign.status === 'planned' || campaign.status === 'cancelled') return;
    const start = new Date(`${String(campaign.startDate)}T00:00:00Z`);
    const last = String(campaign.endDate) < today ? String(campaign.endDate) : today;
    for (let week = 0; week < 2; week += 1) {
      const from = new Date(start.getTime() + week * 7 * 86_400_000).toISOString().slice(0, 10);
      const to = new Date(start.getTime() + (week * 7 + 6) * 86_400_000).toISOString().slice(0, 10);
      if (to > last) break;
      const scale = 1 + ((index * 7 + week * 3) % 5);
      const impressions = 40_000 * scale;
      const clicks = Math.round(impressions * (0.012 + (index % 4) * 0.004));
      const conversions = Math.round(clicks * (0.05 + (week % 2) * 0.02));
      rows.push({
        campaignId,
        periodStart: from,
        periodEnd: to,
        reach: Math.round(impressions * 0.62),
        impressions,
        clicks,
        conversions,
        revenue: conversions * (campaign.objective === 'ticketSales' ? 85 : campaign.objective === 'membership' ? 450 : 120),
        cost: Math.round(Number(campaign.budget) / 8),
        notes: week === 0 && index % 2 ? 'أداء أعلى في عطلة نهاية الأسبوع.' : undefined,
      });
    }
  });
  return rows;
};
