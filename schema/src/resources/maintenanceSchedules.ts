import { defineResource, f } from '../index';

// Preventive maintenance plans (SPEC §2 /Maintenances/MaintenanceSchedules): an asset or a place
// serviced every period. The server opens each due request on time (its lead days ahead), exactly
// once per due date, and moves the next due date on.
export const maintenanceSchedules = defineResource({
  name: 'maintenanceSchedules',
  route: '/Maintenances/MaintenanceSchedules',
  menu: { group: 'assets', icon: 'EventRepeat', order: 32 },
  recordRepresentation: 'title',
  fields: {
    title: f.text({ required: true, maxLength: 200, search: true }),
    assetId: f.reference('assets'),
    facilityId: f.reference('facilities'),
    frequency: f.enum(['weekly', 'monthly', 'quarterly', 'semiannual', 'annual'], { required: true, default: 'monthly' }),
    startsOn: f.date({ required: true, default: 'now' }),
    // Derived: the next date a request is due (from the start, moved on by each request made).
    nextDueOn: f.date({ readOnly: true }),
    leadDays: f.integer({ required: true, min: 0, max: 60, default: 3 }),
    priority: f.enum(['low', 'medium', 'high', 'critical'], { required: true, default: 'medium' }),
    technicianId: f.reference('maintenanceSuppliers'),
    supplierId: f.reference('maintenanceSuppliers'),
    estimatedCost: f.money({ min: 0, max: 10_000_000 }),
    isActive: f.boolean({ default: true }),
    // Derived: the requests made so far, and the last one's due date.
    requestCount: f.integer({ readOnly: true }),
    lastDueOn: f.date({ readOnly: true }),
    checklist: f.longText({ maxLength: 3000 }),
  },
  list: { columns: ['title', 'assetId', 'facilityId', 'frequency', 'nextDueOn', 'priority', 'requestCount', 'isActive'], sort: ['nextDueOn', 'ASC'] },
  filters: { frequency: { alwaysOn: true }, isActive: { alwaysOn: true }, assetId: {}, facilityId: {}, nextDueOn: { ops: ['gte', 'lte'] } },
  checks: {
    assetOrPlace: { kind: 'override', field: 'assetId' },
  },
});
