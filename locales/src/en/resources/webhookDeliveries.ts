import type { webhookDeliveries } from '@club/schema/resources/webhookDeliveries';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof webhookDeliveries>({
  name: 'Webhook delivery |||| Webhook deliveries',
  fields: {
    subscriptionId: 'Webhook',
    eventId: 'Event ID',
    eventType: 'Event',
    recordId: 'Record',
    attempt: 'Attempt',
    outcome: 'Outcome',
    statusCode: 'HTTP status',
    durationMs: 'Duration (ms)',
    error: 'Error',
    messageId: 'Outbox message',
    createdAt: 'Time',
  },
  enums: { outcome: { delivered: 'Delivered', failed: 'Failed', skipped: 'Not sent' } },
  actions: { 'send-again': 'Send again' },
});
