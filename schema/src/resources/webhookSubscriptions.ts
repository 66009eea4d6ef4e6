import { defineResource, f } from '../index';

// Webhooks (issue 50): an integrator's endpoint told of the changes to one kind of record, made by
// the top role alone. Each delivery is the record as `roleId` may read it (its hidden fields left
// out, a record outside its row rules never sent), signed with the subscription's secret: made on
// the server, shown once by the `new-secret` action, kept sealed (never in an answer). A
// subscription that keeps failing is paused and its owner told (api/src/webhooks/).
export const webhookSubscriptions = defineResource({
  name: 'webhookSubscriptions',
  route: '/Webhooks',
  menu: { group: 'systemSections', icon: 'Extension', order: 46 },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 80, search: true }),
    /** Where deliveries are POSTed: http(s), no loopback or private address unless INTEGRATION_ALLOWED_HOSTS allows its host. */
    url: f.url({ required: true, maxLength: 2048 }),
    // The API name of the records it hears of ('invoices'): shown as the kind of record.
    resource: f.text({ required: true, maxLength: 64 }),
    /** Which of them: 'created', 'updated', 'deleted' and the resource's record actions by name ('issue'). */
    events: f.json({ required: true, example: ['created', 'updated', 'issue'] }),
    /** Whose read rules decide what a delivery carries. */
    roleId: f.reference('roles', { required: true }),
    status: f.enum(['active', 'paused'], { required: true, default: 'active' }),
    ownerId: f.reference('users', { readOnly: true, onDelete: 'keep' }),
    /** When its secret was made (no secret yet: nothing is sent). */
    secretSetAt: f.datetime({ readOnly: true }),
    /** Deliveries given up in a row, and since when it fails: either too many pauses it. */
    failuresInRow: f.integer({ readOnly: true, min: 0, default: 0 }),
    failingSince: f.datetime({ readOnly: true }),
  },
  list: { columns: ['name', 'resource', 'url', 'status', 'failuresInRow', 'failingSince'], sort: ['name', 'ASC'] },
  filters: { status: { alwaysOn: true }, resource: {}, roleId: {}, ownerId: {} },
  indexes: [['resource', 'status']],
  // The top role's alone: an endpoint outside the club reads what its role may read.
  access: { admin: [], manager: [], cashier: [], member: [] },
  actions: { 'new-secret': { permission: 'edit', button: false } },
  checks: {
    addressNotAllowed: { kind: 'override', field: 'url' },
    urlScheme: { kind: 'override', field: 'url' },
    subscribable: { kind: 'override', field: 'resource' },
    events: { kind: 'override', field: 'events' },
  },
});
