import { defineDashboard } from '../dashboard';

// Marketing dashboard (SPEC §2 /MarketingDashboards): Campaigns’ reach, clicks, conversions, spend and return, and the posts published.
export const marketing = defineDashboard({
  name: 'marketing',
  route: '/MarketingDashboards',
  menu: { group: 'financialAdmin', icon: 'Insights', order: 19 },
  periods: true,
  widgets: [
    { kind: 'card', key: 'reach', resource: 'campaignResults', period: 'periodStart', measure: { sum: 'reach' }, upIsGood: true },
    { kind: 'card', key: 'clicks', resource: 'campaignResults', period: 'periodStart', measure: { sum: 'clicks' }, upIsGood: true },
    { kind: 'card', key: 'conversions', resource: 'campaignResults', period: 'periodStart', measure: { sum: 'conversions' }, upIsGood: true },
    { kind: 'card', key: 'spend', resource: 'campaignResults', period: 'periodStart', measure: { sum: 'cost' } },
    { kind: 'card', key: 'revenue', resource: 'campaignResults', period: 'periodStart', measure: { sum: 'revenue' }, upIsGood: true },
    { kind: 'card', key: 'posts', resource: 'clubPosts', filter: { status: 'published' }, period: 'publishedAt', upIsGood: true },
    { kind: 'chart', key: 'spendByChannel', resource: 'campaigns', period: 'startDate', by: { field: 'channel' }, measure: { sum: 'spent' } },
    { kind: 'chart', key: 'resultsByMonth', resource: 'campaignResults', period: 'periodStart', by: { field: 'periodStart', unit: 'month' }, series: [{ key: 'clicks', measure: { sum: 'clicks' } }, { key: 'conversions', measure: { sum: 'conversions' } }] },
    { kind: 'chart', key: 'postsByChannel', resource: 'clubPosts', filter: { status: 'published' }, period: 'publishedAt', by: { field: 'channel' } },
  ],
});
