import { defineResource, f } from '../index';

// The delivery log of the webhooks: one row per attempt to deliver one event to one subscription
// (its answer's status, when, how long, what went wrong), written by the outbox's webhook
// transport. Listed on the subscription's page; "send again" queues the same event anew.
export const webhookDeliveries = defineResource({
  name: 'webhookDeliveries',
  route: '/WebhookDeliveries',
  menu: { group: 'systemSections', icon: 'Extension', order: 47, sidebar: false },
  recordRepresentation: 'eventType',
  readOnly: true,
  fields: {
    subscriptionId: f.reference('webhookSubscriptions', { required: true, onDelete: 'keep' }),
    /** The event's id (the Club-Event-Id header): the same on every attempt and on a sending again. */
    eventId: f.text({ required: true, maxLength: 36, opaque: true }),
    /** `{resource}.{event}`: invoices.created, invoices.issue. */
    eventType: f.text({ required: true, maxLength: 140, search: true }),
    recordId: f.text({ maxLength: 36 }),
    attempt: f.integer({ required: true, min: 1 }),
    outcome: f.enum(['delivered', 'failed', 'skipped'], { required: true }),
    /** The receiver's HTTP status; none when no answer came. */
    statusCode: f.integer(),
    durationMs: f.integer({ min: 0 }),
    error: f.text({ maxLength: 1000 }),
    /** The outbox's message this attempt delivered (its body is the delivery's). */
    messageId: f.text({ required: true, maxLength: 36, opaque: true }),
  },
  list: { columns: ['createdAt', 'eventType', 'attempt', 'outcome', 'statusCode', 'durationMs', 'error'], sort: ['createdAt', 'DESC'] },
  filters: { subscriptionId: {}, outcome: { alwaysOn: true }, eventId: {}, createdAt: { ops: ['gte', 'lte'] } },
  indexes: [['subscriptionId', 'createdAt', 'id']],
  access: { admin: [], manager: [], cashier: [], member: [] },
  actions: { 'send-again': { permission: 'show', bulk: true } },
});
