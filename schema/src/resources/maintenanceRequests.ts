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
  filters: { status: { alwaysOn: true }, priority: { alwaysOn: true }, type: {}, assetId: {}, requestDate: { ops: ['gte', 'lte'] } },
});
