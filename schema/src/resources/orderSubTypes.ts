import { defineResource, f } from '../index';

// The finer kinds under a request type (SPEC §2 /ordersSubTypes): annual or sick leave under
// leave, plumbing or electrical under repair. Active only under an active type.
export const orderSubTypes = defineResource({
  name: 'orderSubTypes',
  route: '/ordersSubTypes',
  menu: { group: 'systemSections', icon: 'Category', order: 41 },
  recordRepresentation: 'name',
  fields: {
    typeId: f.reference('orderTypes', { required: true }),
    code: f.text({ required: true, maxLength: 20, pattern: '^[A-Z][A-Z0-9-]{1,19}$', search: true }),
    name: f.text({ required: true, maxLength: 120, search: true }),
    nameAr: f.text({ required: true, maxLength: 120, search: true }),
    isActive: f.boolean({ default: true }),
  },
  uniqueTogether: [['typeId', 'code']],
  list: { columns: ['typeId', 'code', 'nameAr', 'name', 'isActive'], sort: ['code', 'ASC'] },
  filters: { typeId: { alwaysOn: true }, isActive: {} },
  checks: {
    activeUnderActiveType: { kind: 'override', field: 'isActive' },
  },
});
