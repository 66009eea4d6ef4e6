import { defineResource, f } from '../index';

// Requests for help (SPEC §2 /Supports/SupportTickets/): numbered by the server, raised by anyone on
// the staff (who see their own), handled by an assignee. open → in progress ⇄ waiting → resolved
// (with the resolution; its opening time and the hours from it are the server's) → closed, or reopened while resolved;
// the requester rates it once resolved.
export const supportTickets = defineResource({
  name: 'supportTickets',
  route: '/Supports/SupportTickets',
  menu: { group: 'internalOps', icon: 'SupportAgent', order: 51 },
  recordRepresentation: ['ticketNumber', 'subject'],
  fields: {
    ticketNumber: f.sequence({ prefix: 'TKT' }),
    subject: f.text({ required: true, maxLength: 200, search: true }),
    description: f.longText({ required: true, maxLength: 4000 }),
    category: f.enum(['technical', 'account', 'facilities', 'billing', 'membership', 'transport', 'other'], { required: true }),
    priority: f.enum(['low', 'medium', 'high', 'urgent'], { required: true, default: 'medium' }),
    // Whoever raised it (a member of the club it is about is `memberId`).
    requesterId: f.reference('users', { readOnly: true, notifies: 'follows' }),
    memberId: f.reference('clubMembers'),
    assigneeId: f.reference('users', { notifies: 'assigned' }),
    // When the ticket came in: the server's clock when it is filed, never a client's (its
    // resolution time is counted from it, so nobody may move it back).
    openedAt: f.datetime({ required: true, default: 'now', readOnly: true }),
    status: f.enum(['open', 'inProgress', 'waiting', 'resolved', 'closed'], { required: true, default: 'open' }),
    resolution: f.longText({ maxLength: 4000 }),
    resolvedAt: f.datetime({ readOnly: true }),
    resolutionHours: f.decimal({ readOnly: true }),
    closedAt: f.datetime({ readOnly: true }),
    satisfaction: f.integer({ min: 1, max: 5 }),
  },
  workflow: {
    field: 'status',
    initial: ['open'],
    final: ['closed'],
    moves: {
      start: { from: ['open', 'waiting'], to: 'inProgress' },
      wait: { from: ['open', 'inProgress'], to: 'waiting' },
      resolve: { from: ['open', 'inProgress', 'waiting'], to: 'resolved', stamps: { at: 'resolvedAt' } },
      reopen: { from: ['resolved'], to: 'inProgress' },
      close: { from: ['resolved'], to: 'closed', stamps: { at: 'closedAt' } },
    },
  },
  checks: {
    resolution: { kind: 'required', field: 'resolution', when: { status: ['resolved', 'closed'] } },
    ratedOnceResolved: { kind: 'absent', field: 'satisfaction', when: { status: ['open', 'inProgress', 'waiting'] } },
  },
  list: { columns: ['ticketNumber', 'subject', 'category', 'priority', 'requesterId', 'assigneeId', 'status', 'resolutionHours'], sort: ['createdAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, priority: { alwaysOn: true }, category: {}, assigneeId: {}, requesterId: {}, createdAt: { ops: ['gte', 'lte'] } },
  access: { member: ['list', 'show', 'create', 'edit'], cashier: ['list', 'show', 'create', 'edit'] },
  scope: { owners: ['requesterId', 'assigneeId'], everyone: { grant: 'allSupportTickets', roles: ['manager'] } },
});
