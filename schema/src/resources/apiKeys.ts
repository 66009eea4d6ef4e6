import { defineResource, f } from '../index';

// API keys (issue 50): service accounts for integrators (the club's website, a BI tool). Each key
// acts with its role's page permissions and row rules through a service user of its own (its
// `userId`, which cannot sign in), so the audit trail names the key. Its secret is shown once,
// when the key is made and at each rotation, and stored only as a hash
// (api/src/auth/api-keys/). Only the top role holds this page by default.
export const apiKeys = defineResource({
  name: 'apiKeys',
  route: '/settings/ApiKeys',
  menu: { group: 'systemSections', icon: 'Key', order: 62 },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, unique: true, minLength: 2, maxLength: 80, search: true }),
    // What it is for and who looks after it (the system it serves, whom to call).
    description: f.longText({ maxLength: 1000 }),
    // What the key may do: the role's page permissions and row rules, as for a person of that role.
    roleId: f.reference('roles', { required: true }),
    // After this moment the key is refused; none: until it is revoked.
    expiresAt: f.datetime(),
    // Client addresses or ranges (CIDR) it is accepted from, one a line; none: any address.
    allowedSources: f.longText({ maxLength: 2000 }),
    // Requests a minute, counted for this key alone (its creator's budget is their own).
    perMinute: f.integer({ required: true, min: 1, max: 100_000, default: 1200 }),
    // How long the previous secret keeps working after a rotation (0: it stops at once).
    overlapHours: f.integer({ min: 0, max: 720, default: 24 }),
    status: f.enum(['active', 'revoked'], { readOnly: true, default: 'active' }),
    revokedAt: f.datetime({ readOnly: true }),
    // The visible start of the current secret, to recognise it (club_live_ab12cd34ef56…).
    prefix: f.text({ readOnly: true, maxLength: 40 }),
    lastUsedAt: f.datetime({ readOnly: true }),
    useCount: f.integer({ readOnly: true, default: 0 }),
    // The key's service user: the actor of its writes in the audit trail.
    userId: f.reference('users', { readOnly: true, onDelete: 'keep' }),
  },
  list: { columns: ['name', 'roleId', 'prefix', 'status', 'expiresAt', 'lastUsedAt', 'useCount'], sort: ['name', 'ASC'] },
  filters: { status: { alwaysOn: true }, roleId: {} },
  actions: {
    // A new secret, shown once; the previous one keeps working for `overlapHours`.
    rotate: { permission: 'edit', when: { status: ['active'] }, asks: 'overlapHours' },
    // Refused from the next request on.
    revoke: { permission: 'edit', when: { status: ['active'] }, comment: 'optional' },
  },
  checks: {
    allowedSources: { kind: 'override', field: 'allowedSources' },
  },
  access: { admin: [], manager: [], cashier: [], member: [], parent: [] },
});
