import { defineResource, f, PHONE_PATTERN } from '../index';

// The club's kitchens (SPEC §2 /Facility/Kitchens/Kitchens): where they are, who runs them, how many
// they serve at a meal, and the store their ingredients come from.
export const kitchens = defineResource({
  name: 'kitchens',
  route: '/Facility/Kitchens/Kitchens',
  menu: { group: 'facilities', icon: 'Kitchen', order: 30 },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 120, search: true }),
    facilityId: f.reference('facilities'),
    warehouseId: f.reference('warehouses', { required: true }),
    supervisorId: f.reference('users'),
    servingsPerMeal: f.integer({ required: true, min: 1, max: 10_000 }),
    status: f.enum(['operating', 'maintenance', 'closed'], { required: true, default: 'operating' }),
    healthCertificateExpiry: f.date(),
    phone: f.phone({ pattern: PHONE_PATTERN }),
    notes: f.longText({ maxLength: 1000 }),
  },
  list: { columns: ['name', 'facilityId', 'warehouseId', 'supervisorId', 'servingsPerMeal', 'healthCertificateExpiry', 'status'], sort: ['name', 'ASC'] },
  filters: { status: { alwaysOn: true }, facilityId: {}, healthCertificateExpiry: { ops: ['gte', 'lte'] } },
  checks: {
    inABuilding: { kind: 'override', field: 'facilityId' },
  },
});
