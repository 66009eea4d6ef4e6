import { defineDashboard } from '../dashboard';

// Warehouse reports (SPEC §2 /Warehouses/ReportsAndStatistics): Stock value by category, requests and transfers.
export const warehousesReport = defineDashboard({
  name: 'warehousesReport',
  route: '/Warehouses/ReportsAndStatistics',
  menu: { group: 'warehouse', icon: 'QueryStats', order: 90 },
  periods: true,
  widgets: [
    { kind: 'card', key: 'transfers', resource: 'warehouseTransfers', period: 'transferredOn' },
    { kind: 'card', key: 'requests', resource: 'itemsRequests', period: 'neededBy' },
    { kind: 'chart', key: 'valueByCategory', resource: 'warehouseItems', by: { field: 'category' }, measure: { sum: 'stockValue' } },
    { kind: 'chart', key: 'requestsByStatus', resource: 'itemsRequests', period: 'neededBy', by: { field: 'status' } },
    { kind: 'chart', key: 'transfersByMonth', resource: 'warehouseTransfers', period: 'transferredOn', by: { field: 'transferredOn', unit: 'month' }, chart: 'bar' },
  ],
});
