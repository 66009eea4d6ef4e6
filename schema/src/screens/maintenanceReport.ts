import { defineDashboard } from '../dashboard';

// Maintenance reports (SPEC §2 /Maintenances/ReportsAndStatistics): Requests and their cost month by month.
export const maintenanceReport = defineDashboard({
  name: 'maintenanceReport',
  route: '/Maintenances/ReportsAndStatistics',
  menu: { group: 'assets', icon: 'QueryStats', order: 91 },
  periods: true,
  widgets: [
    { kind: 'card', key: 'requests', resource: 'maintenanceRequests', period: 'requestDate' },
    { kind: 'card', key: 'completed', resource: 'maintenanceRequests', filter: { status: 'completed' }, period: 'requestDate', upIsGood: true },
    { kind: 'card', key: 'cost', resource: 'maintenanceRequests', period: 'requestDate', measure: { sum: 'actualCost' }, upIsGood: false },
    { kind: 'chart', key: 'byMonth', resource: 'maintenanceRequests', period: 'requestDate', by: { field: 'requestDate', unit: 'month' }, chart: 'bar', series: [{ key: 'open', filter: { status: ['requested', 'assigned', 'inProgress'] } }, { key: 'completed', filter: { status: 'completed' } }] },
    { kind: 'chart', key: 'costByMonth', resource: 'maintenanceRequests', period: 'requestDate', by: { field: 'requestDate', unit: 'month' }, measure: { sum: 'actualCost' } },
    { kind: 'chart', key: 'byType', resource: 'maintenanceRequests', period: 'requestDate', by: { field: 'type' } },
  ],
});
