import { defineDashboard } from '../dashboard';

// The signed-in user's home (SPEC §1, §2 "/"): the next meetings and planned visits, their unread
// notifications, and each unit's overview. Everyone opens it; a card over a resource the reader
// may not list is neither computed nor shown.
export const home = defineDashboard({
  name: 'home',
  route: '/',
  menu: { group: 'dashboard', icon: 'Home', order: 0 },
  access: { manager: ['show'], cashier: ['show'], member: ['show'], parent: ['show'] },
  widgets: [
    { kind: 'list', key: 'upcomingMeetings', resource: 'meetings', filter: { status: 'scheduled', startsAt_gte: '$now' }, sort: ['startsAt', 'ASC'], limit: 5, fields: ['startsAt', 'type'] },
    { kind: 'list', key: 'plannedVisits', resource: 'plannedVisits', filter: { status: 'expected', visitDate_gte: '$now' }, sort: ['visitDate', 'ASC'], limit: 5, fields: ['visitDate', 'purpose'] },
    { kind: 'list', key: 'notifications', resource: 'notificationRecipients', filter: { userId: '$user', readAt: null }, sort: ['createdAt', 'DESC'], limit: 5, fields: ['createdAt', 'kind'] },
    { kind: 'card', key: 'assets', resource: 'assets', filter: { status: ['inUse', 'available', 'underMaintenance'] } },
    { kind: 'card', key: 'assetValue', resource: 'assets', measure: { sum: 'bookValue' }, filter: { status: ['inUse', 'available', 'underMaintenance'] } },
    { kind: 'card', key: 'openMaintenance', resource: 'maintenanceRequests', filter: { status: ['requested', 'assigned', 'inProgress'] } },
    { kind: 'card', key: 'lowStock', resource: 'warehouseItems', filter: { status: ['lowStock', 'outOfStock'] } },
    { kind: 'card', key: 'staffDocumentsExpiring', resource: 'employeeDocuments', filter: { expiryDate_gte: '$monthStart', expiryDate_lte: '$monthEnd' } },
    { kind: 'card', key: 'bookingsToday', resource: 'facilityBookings', filter: { status: ['requested', 'confirmed'], startsAt_gte: '$today', startsAt_lte: '$tomorrow' } },
    { kind: 'chart', key: 'maintenanceByStatus', resource: 'maintenanceRequests', by: { field: 'status' } },
    { kind: 'chart', key: 'tasksByStatus', resource: 'tasks', by: { field: 'status' } },
  ],
});
