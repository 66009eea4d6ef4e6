import { defineResource, f, stockLineChecks } from '../index';

// A department's request for items (SPEC §2 /Warehouses/ItemsRequests): the storekeeper approves it,
// which issues the goods (an items issue, posted, in the same transaction: refused whole when the
// stock is short), or rejects it with a reason; who decided and when are kept. Staff see the
// requests they made; the warehouse sees all.
export const itemsRequests = defineResource({
  name: 'itemsRequests',
  route: '/Warehouses/ItemsRequests',
  menu: { group: 'warehouse', icon: 'PostAdd', order: 16 },
  recordRepresentation: 'number',
  fields: {
    number: f.sequence({ prefix: 'REQ' }),
    departmentId: f.reference('departments', { required: true }),
    // Whoever files it.
    requesterId: f.reference('users', { readOnly: true }),
    warehouseId: f.reference('warehouses', { required: true }),
    purpose: f.text({ required: true, maxLength: 200, search: true }),
    neededBy: f.date(),
    priority: f.enum(['low', 'normal', 'urgent'], { required: true, default: 'normal' }),
    status: f.enum(['requested', 'approved', 'rejected', 'cancelled'], { readOnly: true }),
    decidedById: f.reference('users', { readOnly: true }),
    decidedAt: f.datetime({ readOnly: true }),
    decisionComment: f.text({ readOnly: true, maxLength: 500 }),
    exportId: f.reference('itemsExports', { readOnly: true }),
    notes: f.longText({ maxLength: 2000 }),
  },
  lines: { items: { resource: 'requestLines', parentField: 'requestId' } },
  list: { columns: ['number', 'departmentId', 'requesterId', 'warehouseId', 'neededBy', 'priority', 'status'], sort: ['createdAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, priority: { alwaysOn: true }, departmentId: {}, warehouseId: {}, neededBy: { ops: ['gte', 'lte'] } },
  access: { member: ['list', 'show', 'create'] },
  scope: { owners: ['requesterId'], everyone: { grant: 'allItemsRequests', roles: ['manager'] } },
  actions: {
    approve: { permission: 'edit', when: { status: ['requested'] }, comment: 'optional' },
    reject: { permission: 'edit', when: { status: ['requested'] }, comment: 'required' },
    cancel: { permission: 'show', when: { status: ['requested'] } },
  },
  checks: {
    ...stockLineChecks('items'),
    undecided: { kind: 'override', field: 'status' },
    itemsAsked: { kind: 'override', field: 'items' },
    rejectionReason: { kind: 'override', field: 'comment' },
    requesterCancels: { kind: 'override', field: 'requesterId' },
  },
});
