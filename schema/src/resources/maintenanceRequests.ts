import { defineResource, f } from '../index';

// Maintenance orders (SPEC §2 /Maintenances/OrdersManagement) on an asset or a place: requested,
// assigned to a team member or a contractor, in progress, then completed or cancelled (other moves
// refused). While work is open the asset (or place) is under maintenance; it is back in service
// when the last open order on it closes. Preventive plans open theirs by themselves.
export const maintenanceRequests = defineResource({
  name: 'maintenanceRequests',
  route: '/Maintenances/OrdersManagement',
  menu: { group: 'assets', icon: 'Build', order: 30 },
  recordRepresentation: 'requestNumber',
  fields: {
    requestNumber: f.sequence({ prefix: 'MNT' }),
    title: f.text({ required: true, maxLength: 200, search: true }),
    assetId: f.reference('assets'),
    facilityId: f.reference('facilities'),
    // Who asked for the work: a staff member filing a request is its requester unless they name one.
    requesterId: f.reference('users', { notifies: 'follows' }),
    type: f.enum(['preventive', 'corrective', 'emergency'], { required: true, default: 'corrective' }),
    status: f.enum(['requested', 'assigned', 'inProgress', 'completed', 'cancelled'], { required: true, default: 'requested' }),
    priority: f.enum(['low', 'medium', 'high', 'critical'], { required: true, default: 'medium' }),
    technicianId: f.reference('maintenanceSuppliers'),
    supplierId: f.reference('maintenanceSuppliers'),
    requestDate: f.date({ required: true, default: 'now' }),
    dueOn: f.date(),
    completionDate: f.date(),
    estimatedCost: f.money({ min: 0, max: 10_000_000 }),
    actualCost: f.money({ min: 0, max: 10_000_000 }),
    // The preventive plan that opened it (with its due date: one request per plan and date).
    scheduleId: f.reference('maintenanceSchedules', { readOnly: true }),
    description: f.longText({ maxLength: 5000 }),
  },
  uniqueTogether: [['scheduleId', 'dueOn']],
  notificationTopic: 'maintenanceRequests',
  // Its requester hears of it as its due day comes near.
  reminders: { due: { date: 'dueOn', daysBefore: [1], to: ['requesterId'], when: { status: ['requested', 'assigned', 'inProgress'] } } },
  workflow: {
    field: 'status',
    initial: ['requested', 'assigned'],
    final: ['completed', 'cancelled'],
    moves: {
      assign: { from: ['requested'], to: 'assigned' },
      unassign: { from: ['assigned'], to: 'requested' },
      start: { from: ['assigned'], to: 'inProgress' },
      pause: { from: ['inProgress'], to: 'assigned' },
      complete: { from: ['inProgress'], to: 'completed' },
      cancel: { from: ['requested', 'assigned', 'inProgress'], to: 'cancelled' },
    },
  },
  checks: {
    assetOrPlace: { kind: 'override', field: 'assetId' },
    someoneAssigned: { kind: 'override', field: 'technicianId' },
    technicianOfTheTeam: { kind: 'override', field: 'technicianId' },
    supplierContractor: { kind: 'override', field: 'supplierId' },
    technicianActive: { kind: 'override', field: 'technicianId' },
    supplierActive: { kind: 'override', field: 'supplierId' },
    completedAfterRequest: { kind: 'after', field: 'completionDate', than: 'requestDate', orSame: true, when: { status: ['completed'] } },
    completedNotFuture: { kind: 'notFuture', field: 'completionDate', when: { status: ['completed'] } },
  },
  list: { columns: ['requestNumber', 'title', 'assetId', 'status', 'priority', 'technicianId', 'requestDate'], sort: ['requestDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, priority: { alwaysOn: true }, type: {}, assetId: {}, facilityId: {}, technicianId: {}, supplierId: {}, requesterId: {}, requestDate: { ops: ['gte', 'lte'] } },
  // Staff see the requests they filed and those on the assets they are responsible for; managers see all.
  scope: { owners: ['requesterId', 'assetId.responsibleId'], everyone: { grant: 'allMaintenanceRequests', roles: ['manager'] } },
});
