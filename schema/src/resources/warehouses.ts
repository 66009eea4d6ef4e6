import { defineResource, f } from '../index';

export const warehouses = defineResource({
  name: 'warehouses',
  route: '/Warehouses/Warehouses',
  menu: { group: 'warehouse', icon: 'Warehouse' },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 120, search: true }),
    code: f.text({ required: true, unique: true, maxLength: 20, pattern: '^[A-Z0-9-]+$', search: true }),
    location: f.text({ maxLength: 200 }),
    managerId: f.reference('users'),
    capacity: f.integer({ min: 0, max: 10_000_000 }),
    isActive: f.boolean({ default: true }),
    notes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['name', 'code', 'location', 'managerId', 'capacity', 'isActive'], sort: ['name', 'ASC'] },
  filters: { isActive: { alwaysOn: true }, managerId: {} },
});
