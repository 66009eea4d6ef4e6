import { defineResource, f, VISIT_PURPOSES, PERSONAL_IDENTIFIERS, PERSONAL_CONTACTS } from '../index';

// A visitor invited by an employee (SPEC §2 /Visits/Invitation, "Register Invitation"): who comes,
// when, to see whom and why. The server gives each a short code for the gate, keeps the host's
// name on it (the visitor's page and messages say it), and moves it along pending → approved or
// rejected → checked in → checked out, or cancelled, recording who decided and when. The visitor
// opens it without signing in at /Invitation/{id} (QR code of the code) and confirms attendance.
export const invitations = defineResource({
  name: 'invitations',
  route: '/Visits/Invitation',
  menu: { group: 'visits', icon: 'ContactMail', order: 10 },
  recordRepresentation: 'visitorName',
  fields: {
    code: f.text({ readOnly: true, unique: true, maxLength: 8, search: true }),
    visitorName: f.text({ required: true, maxLength: 160, search: true }),
    phone: f.phone({ pattern: '^\\+?[0-9 ()-]{7,20}$', sensitive: PERSONAL_CONTACTS }),
    email: f.email({ maxLength: 254, sensitive: PERSONAL_CONTACTS }),
    // National id (1…) or iqama (2…) number; a passport number for a visitor from abroad.
    nationalId: f.text({ maxLength: 20, pattern: '^[A-Z0-9]{5,20}$', sensitive: PERSONAL_IDENTIFIERS }),
    organization: f.text({ maxLength: 160 }),
    hostId: f.reference('employees', { required: true }),
    hostName: f.text({ readOnly: true, maxLength: 160 }),
    purpose: f.enum(VISIT_PURPOSES, { required: true }),
    visitDate: f.date({ required: true }),
    startTime: f.time({ required: true }),
    endTime: f.time({ required: true }),
    place: f.text({ maxLength: 160 }),
    personsCount: f.integer({ required: true, min: 1, max: 50, default: 1 }),
    vehiclePlate: f.text({ maxLength: 20, pattern: '^[0-9]{1,4} ?[A-Z\\u0621-\\u064A ]{1,7}$' }),
    orderId: f.reference('invitationOrders', { readOnly: true }),
    status: f.enum(['pending', 'approved', 'rejected', 'checkedIn', 'checkedOut', 'cancelled'], { required: true, default: 'pending', readOnly: true }),
    decidedById: f.reference('users', { readOnly: true }),
    decidedAt: f.datetime({ readOnly: true }),
    decisionComment: f.longText({ readOnly: true, maxLength: 1000 }),
    confirmedAt: f.datetime({ readOnly: true }),
    checkedInAt: f.datetime({ readOnly: true }),
    checkedOutAt: f.datetime({ readOnly: true }),
    notes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['code', 'visitorName', 'hostId', 'purpose', 'visitDate', 'startTime', 'status'], sort: ['visitDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, purpose: { alwaysOn: true }, hostId: {}, visitDate: { ops: ['gte', 'lte'] }, orderId: {}, phone: { ops: ['eq'] }, nationalId: { ops: ['eq'] } },
  indexes: [['status', 'visitDate']],
  // A visit's hours on its day.
  calendar: { date: 'visitDate', start: 'startTime', end: 'endTime' },
  publicPage: {
    route: '/Invitation',
    // Only an invitation the club approved is the visitor's page (and its gate code); pending, rejected or cancelled ones are not found.
    states: { status: ['approved', 'checkedIn', 'checkedOut'] },
    fields: ['visitorName', 'hostName', 'visitDate', 'startTime', 'endTime', 'place', 'purpose', 'personsCount', 'status', 'code', 'confirmedAt'],
    qrCode: 'code',
    actions: { confirm: { when: { status: ['approved'] } } },
  },
  // SPEC: "Invitations are approved or rejected"; the gate checks them in and out (the override
  // reads the gate, the badge and the moment of each); once in, only its notes change.
  workflow: {
    field: 'status',
    initial: ['pending'],
    final: ['rejected', 'checkedOut', 'cancelled'],
    moves: {
      approve: { from: ['pending'], to: 'approved', comment: 'optional', bulk: true, stamps: { by: 'decidedById', at: 'decidedAt', comment: 'decisionComment' } },
      reject: { from: ['pending'], to: 'rejected', comment: 'required', bulk: true, stamps: { by: 'decidedById', at: 'decidedAt', comment: 'decisionComment' } },
      'check-in': { from: ['approved'], to: 'checkedIn', stamps: { at: 'checkedInAt' } },
      'check-out': { from: ['checkedIn'], to: 'checkedOut', stamps: { at: 'checkedOutAt' } },
      cancel: { from: ['pending', 'approved'], to: 'cancelled' },
    },
  },
  checks: {
    // The gate's details a check-in or check-out sends (told on its body's fields: gate, badgeNumber, at).
    gateKnown: { kind: 'override', field: 'status' },
    badgeLength: { kind: 'override', field: 'status' },
    momentNotFuture: { kind: 'override', field: 'checkedInAt' },
    outAfterIn: { kind: 'override', field: 'checkedOutAt' },
    notesOnceIn: { kind: 'override', field: 'notes' },
    endsAfterStart: { kind: 'after', field: 'endTime', than: 'startTime' },
    // A person books ahead; the server records past visits (demo data) and an order's approval issues the visit it asked for.
    visitAhead: { kind: 'notPast', field: 'visitDate' },
  },
});
