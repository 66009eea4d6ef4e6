import { defineResource, f, GATES, PERSONAL_IDENTIFIERS, PERSONAL_CONTACTS } from '../index';

// The gate's register (SPEC §2 /VisitorLog, "Gate"): one row each time an invited visitor comes
// in, written by the server when the gate checks the invitation in, closed when it checks them
// out, with the minutes they stayed. Nobody edits it.
export const visitorLogs = defineResource({
  name: 'visitorLogs',
  route: '/VisitorLog',
  menu: { group: 'visits', icon: 'DoorFront', order: 40 },
  recordRepresentation: 'visitorName',
  readOnly: true,
  fields: {
    invitationId: f.reference('invitations', { required: true }),
    // The invitation's code, for the gate's search.
    code: f.text({ maxLength: 8, search: true }),
    visitorName: f.text({ required: true, maxLength: 160, search: true }),
    phone: f.phone({ sensitive: PERSONAL_CONTACTS }),
    nationalId: f.text({ maxLength: 20, sensitive: PERSONAL_IDENTIFIERS }),
    hostId: f.reference('employees'),
    gate: f.enum(GATES, { required: true, default: 'main' }),
    badgeNumber: f.text({ maxLength: 20, search: true }),
    checkInAt: f.datetime({ required: true }),
    checkedInById: f.reference('users'),
    checkOutAt: f.datetime(),
    checkedOutById: f.reference('users'),
    durationMinutes: f.integer({ min: 0 }),
    status: f.enum(['inside', 'left'], { required: true, default: 'inside' }),
  },
  list: { columns: ['visitorName', 'hostId', 'gate', 'badgeNumber', 'checkInAt', 'checkOutAt', 'durationMinutes', 'status'], sort: ['checkInAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, gate: { alwaysOn: true }, hostId: {}, invitationId: {}, checkInAt: { ops: ['gte', 'lte'] }, phone: { ops: ['eq'] }, nationalId: { ops: ['eq'] } },
});
