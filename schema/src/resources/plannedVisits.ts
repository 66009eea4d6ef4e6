import { defineResource, f, PERSONAL_CONTACTS } from '../index';

export const plannedVisits = defineResource({
  name: 'plannedVisits',
  route: '/Executive/VisitManagements',
  menu: { group: 'visits', icon: 'Badge' },
  recordRepresentation: 'visitorName',
  fields: {
    visitorName: f.text({ required: true, maxLength: 160, search: true }),
    organization: f.text({ maxLength: 160, search: true }),
    phone: f.phone({ pattern: '^\\+?[0-9 ()-]{7,20}$', sensitive: PERSONAL_CONTACTS }),
    visitorsCount: f.integer({ required: true, min: 1, max: 500, default: 1 }),
    purpose: f.enum(['meeting', 'interview', 'delivery', 'vendor', 'guest', 'contractor', 'government', 'other'], { required: true }),
    visitDate: f.datetime({ required: true }),
    hostId: f.reference('users'),
    status: f.enum(['expected', 'checkedIn', 'checkedOut', 'cancelled'], { required: true, default: 'expected' }),
    notes: f.longText({ maxLength: 2000 }),
    // Who let the visitor in and when they came and left: set by the server at each transition.
    checkedInAt: f.datetime({ readOnly: true }),
    checkedInById: f.reference('users', { readOnly: true }),
    checkedOutAt: f.datetime({ readOnly: true }),
  },
  list: { columns: ['visitorName', 'organization', 'visitorsCount', 'purpose', 'visitDate', 'hostId', 'status'], sort: ['visitDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, purpose: { alwaysOn: true }, hostId: {}, visitDate: { ops: ['gte', 'lte'] } },
  // The gate's two buttons (api/src/overrides/plannedVisits.ts).
  actions: {
    'check-in': { permission: 'edit', when: { status: ['expected'] } },
    'check-out': { permission: 'edit', when: { status: ['checkedIn'] } },
  },
  checks: {
    // A visit moves forward only (api/src/overrides/plannedVisits.ts): the status it is in says why not.
    forwardOnly: { kind: 'override', field: 'status' },
    visitStatus: { kind: 'override', field: 'status' },
  },
});
