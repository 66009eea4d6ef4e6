import { defineDashboard } from '../dashboard';

// Correspondence reports (SPEC §2 /IncomingOutgoing/ReportsAndStatistics): Letters in and out month by month, by classification and priority.
export const correspondenceReport = defineDashboard({
  name: 'correspondenceReport',
  route: '/IncomingOutgoing/ReportsAndStatistics',
  menu: { group: 'correspondence', icon: 'QueryStats', order: 90 },
  periods: true,
  widgets: [
    { kind: 'card', key: 'incoming', resource: 'correspondence', filter: { direction: 'incoming' }, period: 'letterDate' },
    { kind: 'card', key: 'outgoing', resource: 'correspondence', filter: { direction: 'outgoing' }, period: 'letterDate' },
    { kind: 'card', key: 'internal', resource: 'correspondence', filter: { direction: 'internal' }, period: 'letterDate' },
    { kind: 'chart', key: 'byMonth', resource: 'correspondence', period: 'letterDate', by: { field: 'letterDate', unit: 'month' }, chart: 'bar', series: [{ key: 'incoming', filter: { direction: 'incoming' } }, { key: 'outgoing', filter: { direction: 'outgoing' } }, { key: 'internal', filter: { direction: 'internal' } }] },
    { kind: 'chart', key: 'byClassification', resource: 'correspondence', period: 'letterDate', by: { field: 'classification' } },
    { kind: 'chart', key: 'byPriority', resource: 'correspondence', period: 'letterDate', by: { field: 'priority' } },
  ],
});
