import { defineResource, f, postingActions, postingChecks, postingFields, stockLineChecks } from '../index';

// Goods issued (SPEC §2 /Warehouses/ItemsExports) from one warehouse to a department or a person.
// Posting takes each line off its item's quantity, never below zero (409 naming the item and what
// is on hand), also when many issues post at once; an approved items request makes one, posted.
export const itemsExports = defineResource({
  name: 'itemsExports',
  route: '/Warehouses/ItemsExports',
  menu: { group: 'warehouse', icon: 'Outbox', order: 12 },
  recordRepresentation: 'number',
  fields: {
    number: f.sequence({ prefix: 'ISS' }),
    warehouseId: f.reference('warehouses', { required: true }),
    issuedTo: f.enum(['department', 'person'], { required: true, default: 'department' }),
    departmentId: f.reference('departments'),
    recipientId: f.reference('employees'),
    purpose: f.text({ required: true, maxLength: 200, search: true }),
    issuedOn: f.date({ required: true, default: 'now' }),
    ...postingFields,
    notes: f.longText({ maxLength: 2000 }),
  },
  lines: { items: { resource: 'exportLines', parentField: 'exportId' } },
  list: { columns: ['number', 'warehouseId', 'issuedTo', 'departmentId', 'recipientId', 'issuedOn', 'status'], sort: ['issuedOn', 'DESC'] },
  filters: { status: { alwaysOn: true }, warehouseId: { alwaysOn: true }, departmentId: {}, recipientId: {}, issuedOn: { ops: ['gte', 'lte'] } },
  actions: postingActions,
  checks: {
    ...postingChecks,
    ...stockLineChecks('items'),
    departmentNamed: { kind: 'override', field: 'departmentId' },
    recipientNamed: { kind: 'override', field: 'recipientId' },
  },
});
