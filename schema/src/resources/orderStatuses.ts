import { defineResource, f } from '../index';

// The steps a request goes through in each unit (SPEC §2 /orderStatus): in order, with a colour
// for its chip; a final step closes the request. Each unit has one step new requests start in.
export const orderStatuses = defineResource({
  name: 'orderStatuses',
  route: '/orderStatus',
  menu: { group: 'systemSections', icon: 'Checklist', order: 42 },
  recordRepresentation: 'name',
  fields: {
    domain: f.enum(['hr', 'warehouse', 'maintenance'], { required: true }),
    code: f.text({ required: true, maxLength: 20, pattern: '^[A-Z][A-Z0-9-]{1,19}$', search: true }),
    name: f.text({ required: true, maxLength: 80, search: true }),
    nameAr: f.text({ required: true, maxLength: 80, search: true }),
    position: f.integer({ required: true, min: 0, max: 100, default: 0 }),
    color: f.enum(['grey', 'blue', 'amber', 'green', 'red'], { required: true, default: 'grey' }),
    isInitial: f.boolean({ default: false }),
    isFinal: f.boolean({ default: false }),
  },
  uniqueTogether: [['domain', 'code']],
  list: { columns: ['domain', 'position', 'code', 'nameAr', 'name', 'color', 'isInitial', 'isFinal'], sort: ['position', 'ASC'] },
  filters: { domain: { alwaysOn: true }, isFinal: {} },
  checks: {
    initialNotFinal: { kind: 'override', field: 'isFinal' },
  },
});
