import { defineResource, f } from '../index';

export const maintenanceRequests = defineResource({
  name: 'maintenanceRequests',
  route: '/Maintenances/OrdersManagement',
  menu: { group: 'assets', icon: 'Build' },
  recordRepresentation: 'requestNumber',
  fields: {
    requestNumber: f.text({ required: true, unique: true, maxLength: 30, search: true }),
    title: f.text({ required: true, maxLength: 200, search: true }),
    assetId: f.reference('assets', { required: true }),
    // Who asked for the work: a staff member filing a request is its requester unless they name one.
    requesterId: f.reference('users'),
    type: f.enum(['preventive', 'corrective', 'emergency'], { required: true, default: 'corrective' }),
    status: f.enum(['pending', 'scheduled', 'inProgress', 'completed', 'cancelled'], { required: true, default: 'pending' }),
    priority: f.enum(['low', 'medium', 'high', 'critical'], { required: true, default: 'medium' }),
    technician: f.text({ maxLength: 120 }),
    supplier: f.text({ maxLength: 160 }),
    requestDate: f.date({ required: true, default: 'now' }),
    completionDate: f.date(),
    estimatedCost: f.money({ min: 0, max: 10_000_000 }),
    actualCost: f.money({ min: 0, max: 10_000_000 }),
    description: f.longText({ maxLength: 5000 }),
  },
  list: { columns: ['requestNumber', 'title', 'assetId', 'status', 'priority', 'technician', 'requestDate'], sort: ['requestDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, priority: { alwaysOn: true }, type: {}, assetId: {}, requesterId: {}, requestDate: { ops: ['gte', 'lte'] } },
  // Staff see the requests they filed and those on the assets they are responsible for; managers see all.
  scope: { owners: ['requesterId', 'assetId.responsibleId'], everyone: { grant: 'allMaintenanceRequests', roles: ['manager'] } },
});
