import { defineDashboard } from '../dashboard';

// Assets (SPEC §2 /Assets): What the club owns, what it is worth and who holds it.
export const assetsHome = defineDashboard({
  name: 'assetsHome',
  route: '/Assets',
  menu: { group: 'assets', icon: 'Inventory2', order: 0 },
  widgets: [
    { kind: 'card', key: 'inService', resource: 'assets', filter: { status: ['inUse', 'available', 'underMaintenance'] } },
    { kind: 'card', key: 'bookValue', resource: 'assets', filter: { status: ['inUse', 'available', 'underMaintenance'] }, measure: { sum: 'bookValue' } },
    { kind: 'card', key: 'inCustody', resource: 'assetAssignments', filter: { status: 'inCustody' } },
    { kind: 'card', key: 'underMaintenance', resource: 'assets', filter: { status: 'underMaintenance' } },
    { kind: 'chart', key: 'byStatus', resource: 'assets', by: { field: 'status' } },
  ],
});
