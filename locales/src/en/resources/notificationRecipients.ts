import type { notificationRecipients } from '@club/schema/resources/notificationRecipients';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof notificationRecipients>({
  name: 'In-app notification |||| In-app notifications',
  fields: { userId: 'For', kind: 'Kind', resource: 'About', recordId: 'Record', title: 'Title', body: 'Details', link: 'Link', readAt: 'Read at' },
  enums: { kind: { assigned: 'Assigned to you', approval: 'Waiting for your decision', reminder: 'Reminder' } },
  actions: { read: 'Mark as read' },
});
