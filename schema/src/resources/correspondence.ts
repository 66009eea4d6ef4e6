import { DOCUMENT_TYPES, defineResource, f } from '../index';

// Incoming, outgoing and internal letters (SPEC §2 /IncomingOutgoing/Correspondence): the server
// numbers each by its direction and year from the correspondence settings (IN-2026-0042, no gaps
// and no twice under concurrent registrations), a letter from or to the outside names its party,
// an answer is due by a date (its assignee is reminded once it is late), and an outgoing reply
// marks the letter it answers as answered.
// A confidential or top-secret letter is read only by who registered it, whom it is assigned to,
// the head of the department it is addressed to, and holders of `confidentialCorrespondence`.
export const correspondence = defineResource({
  name: 'correspondence',
  route: '/IncomingOutgoing/Correspondence',
  menu: { group: 'correspondence', icon: 'Mail', order: 10 },
  recordRepresentation: 'subject',
  fields: {
    direction: f.enum(['incoming', 'outgoing', 'internal'], { required: true }),
    referenceNumber: f.text({ readOnly: true, unique: true, maxLength: 20, search: true }),
    externalReference: f.text({ maxLength: 60, search: true }),
    letterDate: f.date({ required: true, default: 'now', hijri: true }),
    partyId: f.reference('correspondenceParties'),
    subject: f.text({ required: true, maxLength: 300, search: true }),
    classification: f.enum(['request', 'inquiry', 'response', 'complaint', 'invitation', 'contract', 'report', 'legal', 'financial', 'circular'], { required: true }),
    confidentiality: f.enum(['normal', 'confidential', 'topSecret'], { required: true, default: 'normal' }),
    priority: f.enum(['normal', 'high', 'urgent'], { required: true, default: 'normal' }),
    replyToId: f.reference('correspondence'),
    dueDate: f.date(),
    departmentId: f.reference('departments'),
    // The person the letter is referred to (told when it is), and its registrar, who follows it.
    assignedToId: f.reference('users', { notifies: 'assigned' }),
    // Who registered it: set by the server (one of those a confidential letter is for).
    createdById: f.reference('users', { readOnly: true, onDelete: 'keep', notifies: 'follows' }),
    status: f.enum(['registered', 'inProgress', 'awaitingReply', 'answered', 'closed'], { required: true, default: 'registered' }),
    // When the one it is assigned to was reminded that its answer is late (once per due date).
    reminderSentAt: f.datetime({ readOnly: true }),
    summary: f.longText({ maxLength: 5000 }),
    attachments: f.files({
      types: DOCUMENT_TYPES,
      maxSize: 20 * 1024 * 1024,
      maxFiles: 10,
    }),
  },
  list: { columns: ['referenceNumber', 'direction', 'letterDate', 'subject', 'partyId', 'priority', 'status', 'dueDate'], sort: ['letterDate', 'DESC'] },
  filters: {
    direction: { alwaysOn: true },
    status: { alwaysOn: true },
    priority: {},
    classification: {},
    confidentiality: {},
    partyId: {},
    departmentId: {},
    assignedToId: {},
    letterDate: { ops: ['gte', 'lte'] },
    dueDate: { ops: ['gte', 'lte'] },
  },
  scope: {
    owners: ['createdById', 'assignedToId', 'departmentId.managerId'],
    everyone: { grant: 'confidentialCorrespondence' },
    when: { confidentiality: ['confidential', 'topSecret'] },
  },
  // Registered as it stands (already in hand, or waiting for the other side), it moves on until
  // closed; an outgoing reply marks the letter it answers as answered (an effect of the reply).
  workflow: {
    field: 'status',
    initial: ['registered', 'inProgress', 'awaitingReply'],
    final: ['closed'],
    moves: {
      start: { from: ['registered', 'awaitingReply'], to: 'inProgress' },
      'await-reply': { from: ['registered', 'inProgress'], to: 'awaitingReply' },
      'mark-answered': { from: ['registered', 'inProgress', 'awaitingReply'], to: 'answered' },
      close: { from: ['registered', 'inProgress', 'awaitingReply', 'answered'], to: 'closed' },
    },
  },
  checks: {
    directionKept: { kind: 'override', field: 'direction' },
    notReplyToItself: { kind: 'override', field: 'replyToId' },
    partyNeeded: { kind: 'required', field: 'partyId', when: { direction: ['incoming', 'outgoing'] } },
    noPartyInternal: { kind: 'absent', field: 'partyId', when: { direction: ['internal'] } },
    dueOnOrAfter: { kind: 'after', field: 'dueDate', than: 'letterDate', orSame: true },
  },
});
