import { defineDashboard } from '../dashboard';

// Maintenance (SPEC §2 /Maintenances): Open requests, scheduled work that is due, and what it costs.
export const maintenanceHome = defineDashboard({
  name: 'maintenanceHome',
  route: '/Maintenances',
  menu: { group: 'assets', icon: 'Build', order: 29 },
  widgets: [
    { kind: 'card', key: 'open', resource: 'maintenanceRequests', filter: { status: ['requested', 'assigned', 'inProgress'] } },
    { kind: 'card', key: 'urgent', resource: 'maintenanceRequests', filter: { status: ['requested', 'assigned', 'inProgress'], priority: 'critical' } },
    { kind: 'card', key: 'scheduledDue', resource: 'maintenanceSchedules', filter: { isActive: true, nextDueOn_lte: '$today' } },
    { kind: 'card', key: 'cost', resource: 'maintenanceRequests', filter: { status: 'completed' }, measure: { sum: 'actualCost' } },
    { kind: 'chart', key: 'byStatus', resource: 'maintenanceRequests', by: { field: 'status' } },
    { kind: 'chart', key: 'byPriority', resource: 'maintenanceRequests', filter: { status: ['requested', 'assigned', 'inProgress'] }, by: { field: 'priority' } },
  ],
});
