import { defineResource, f } from '../index';

// The outbox: every email and SMS the server sends (password resets, one-time codes, invitations,
// access requests), written by the server in the same transaction as what caused it and delivered
// after commit. Clients only read it. A message's body holds its link or code (that IS the
// delivery), so only roles with permission on `notifications` may read this list: by default the
// superadmin alone (anyone else reading it could take over a higher-ranked account).
export const notifications = defineResource({
  name: 'notifications',
  route: '/Notifications',
  menu: { group: 'systemSections', icon: 'Mail' },
  recordRepresentation: 'subject',
  readOnly: true,
  access: { superadmin: ['list', 'show', 'export'], admin: [], manager: [], cashier: [], member: [] },
  fields: {
    channel: f.enum(['email', 'sms', 'zatca', 'webhook'], { required: true }),
    // securityNotice: what the top-role users are told of a change that touches everyone's security (the email and SMS senders).
    // document: a record's document (an invoice) sent to its party, its PDF attached.
    // notice: an in-app notification's email or SMS (its user's settings); digest: a day's notifications in one email.
    // eInvoice: an invoice cleared or reported to ZATCA (channel zatca, body: the invoice's id).
    // webhook: an event told to a webhook subscription (channel webhook, recipient: the subscription's id, subject: the event's id, body: what is POSTed).
    kind: f.enum(['passwordReset', 'otp', 'invitation', 'accessRequest', 'contractExpiry', 'meetingReminder', 'visit', 'vehicleExpiry', 'complianceDue', 'securityNotice', 'document', 'eInvoice', 'reminder', 'notice', 'digest', 'webhook'], { required: true }),
    /** An email address or a phone number. */
    recipient: f.text({ required: true, maxLength: 320, search: true }),
    subject: f.text({ maxLength: 255, search: true }),
    body: f.longText({ required: true, maxLength: 20_000 }),
    /** pending → sent (a transport delivered it), logged (no transport: written to the server log), failed (gave up). */
    status: f.enum(['pending', 'sent', 'logged', 'failed'], { required: true, default: 'pending' }),
    attempts: f.integer({ required: true, min: 0, default: 0 }),
    lastError: f.text({ maxLength: 1000 }),
    /** When the dispatcher may try (again); retries back off. */
    nextAttemptAt: f.datetime(),
    sentAt: f.datetime(),
    /** The document an email carries as its PDF, drawn when it is sent: its kind of record, the record and the PDF's language. */
    attachedResource: f.text({ maxLength: 60 }),
    attachedRecordId: f.text({ maxLength: 36 }),
    attachedLanguage: f.enum(['en', 'ar']),
    /** The user the message is about; kept as history when the user is deleted. */
    userId: f.reference('users', { onDelete: 'keep' }),
  },
  list: { columns: ['createdAt', 'channel', 'kind', 'recipient', 'subject', 'status', 'attempts'], sort: ['createdAt', 'DESC'] },
  filters: {
    status: { alwaysOn: true },
    kind: { alwaysOn: true },
    channel: {},
    userId: {},
    createdAt: { ops: ['gte', 'lte'] },
  },
  // The dispatcher's queue (due pending rows) and one user's messages, newest first.
  indexes: [
    ['status', 'nextAttemptAt'],
    ['userId', 'createdAt', 'id'],
  ],
});
