import { defineResource, f, VISIT_PURPOSES } from '../index';

// One employee's request to invite several visitors at once (SPEC §2 /Visits/InvitationOrder,
// "Approve Invitations"): the visit, and its visitors as lines. The approver decides on it as a
// whole; approving it issues one approved invitation per visitor, in the same transaction.
export const invitationOrders = defineResource({
  name: 'invitationOrders',
  route: '/Visits/InvitationOrder',
  menu: { group: 'visits', icon: 'GroupAdd', order: 20 },
  recordRepresentation: 'orderNumber',
  fields: {
    orderNumber: f.sequence({ prefix: 'INV' }),
    requesterId: f.reference('employees', { required: true }),
    purpose: f.enum(VISIT_PURPOSES, { required: true }),
    visitDate: f.date({ required: true }),
    startTime: f.time({ required: true }),
    endTime: f.time({ required: true }),
    place: f.text({ maxLength: 160 }),
    notes: f.longText({ maxLength: 2000 }),
    visitorsCount: f.integer({ readOnly: true }),
    status: f.enum(['pending', 'approved', 'rejected', 'cancelled'], { required: true, default: 'pending', readOnly: true }),
    decidedById: f.reference('users', { readOnly: true }),
    decidedAt: f.datetime({ readOnly: true }),
    decisionComment: f.longText({ readOnly: true, maxLength: 1000 }),
  },
  lines: { visitors: { resource: 'invitationOrderVisitors', parentField: 'orderId' } },
  list: { columns: ['orderNumber', 'requesterId', 'purpose', 'visitDate', 'visitorsCount', 'status'], sort: ['visitDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, requesterId: { alwaysOn: true }, visitDate: { ops: ['gte', 'lte'] } },
  workflow: {
    field: 'status',
    initial: ['pending'],
    final: ['approved', 'rejected', 'cancelled'],
    moves: {
      approve: { from: ['pending'], to: 'approved', comment: 'optional', bulk: true, stamps: { by: 'decidedById', at: 'decidedAt', comment: 'decisionComment' } },
      reject: { from: ['pending'], to: 'rejected', comment: 'required', stamps: { by: 'decidedById', at: 'decidedAt', comment: 'decisionComment' } },
      cancel: { from: ['pending'], to: 'cancelled', stamps: { by: 'decidedById', at: 'decidedAt' } },
    },
  },
  checks: {
    visitorsNamed: { kind: 'override', field: 'visitors' },
    visitorsAtMost: { kind: 'override', field: 'visitors' },
    endsAfterStart: { kind: 'after', field: 'endTime', than: 'startTime' },
    visitAhead: { kind: 'notPast', field: 'visitDate' },
  },
});
