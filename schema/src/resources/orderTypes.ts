import { defineResource, f } from '../index';

// The kinds of request the club's units take (SPEC §2 /ordersTypes): HR, warehouse and maintenance
// requests each have their types (leave, item issue, repair), with whether they need approval and
// how many days the unit has to answer.
export const orderTypes = defineResource({
  name: 'orderTypes',
  route: '/ordersTypes',
  menu: { group: 'systemSections', icon: 'Category', order: 40 },
  recordRepresentation: 'name',
  fields: {
    code: f.text({ required: true, unique: true, maxLength: 20, pattern: '^[A-Z][A-Z0-9-]{1,19}$', search: true }),
    name: f.text({ required: true, maxLength: 120, search: true }),
    nameAr: f.text({ required: true, maxLength: 120, search: true }),
    domain: f.enum(['hr', 'warehouse', 'maintenance'], { required: true }),
    requiresApproval: f.boolean({ default: true }),
    // Working days the unit has to answer a request of this type.
    slaDays: f.integer({ required: true, min: 1, max: 90, default: 3 }),
    isActive: f.boolean({ default: true }),
  },
  list: { columns: ['code', 'nameAr', 'name', 'domain', 'requiresApproval', 'slaDays', 'isActive'], sort: ['code', 'ASC'] },
  filters: { domain: { alwaysOn: true }, isActive: {} },
});
