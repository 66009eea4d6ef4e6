import { defineDashboard } from '../dashboard';

// Asset reports (SPEC §2 /Assets/ReportsAndStatistics): Value, depreciation and custody of the club’s assets.
export const assetsReport = defineDashboard({
  name: 'assetsReport',
  route: '/Assets/ReportsAndStatistics',
  menu: { group: 'assets', icon: 'QueryStats', order: 92 },
  widgets: [
    { kind: 'card', key: 'value', resource: 'assets', measure: { sum: 'value' } },
    { kind: 'card', key: 'depreciation', resource: 'assets', measure: { sum: 'accumulatedDepreciation' } },
    { kind: 'card', key: 'bookValue', resource: 'assets', measure: { sum: 'bookValue' } },
    { kind: 'chart', key: 'valueByStatus', resource: 'assets', by: { field: 'status' }, measure: { sum: 'bookValue' } },
    { kind: 'chart', key: 'depreciationByMethod', resource: 'depreciationLog', by: { field: 'method' }, measure: { sum: 'amount' } },
    { kind: 'chart', key: 'custodyByStatus', resource: 'assetAssignments', by: { field: 'status' } },
  ],
});
