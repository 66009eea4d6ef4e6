import type { notificationRecipients } from '@club/schema/resources/notificationRecipients';
import { defineResourceLocale } from '../../types';
import { noticeKindLabels } from '../notificationLabels';

export const locale = defineResourceLocale<typeof notificationRecipients>({
  name: 'In-app notification |||| In-app notifications',
  fields: { userId: 'For', kind: 'Kind', resource: 'About', recordId: 'Record', title: 'Title', body: 'Details', link: 'Link', readAt: 'Read at' },
  enums: { kind: noticeKindLabels },
  actions: { read: 'Mark as read' },
  // The email (subject, text before the link) and SMS of each kind of notice; %{record}: the record's name, %{details}: what it says.
  texts: {
    assignedSubject: 'Assigned to you: %{record}',
    assignedText: '%{record} was assigned to you.',
    approvalSubject: 'Waiting for your decision: %{record}',
    approvalText: '%{record} is waiting for your decision.',
    reminderSubject: 'Reminder: %{record}',
    reminderText: 'A reminder about %{record}: %{details}',
    mentionedSubject: 'You were mentioned on %{record}',
    mentionedText: 'You were mentioned in a comment on %{record}: %{details}',
    commentedSubject: 'New comment on %{record}',
    commentedText: 'A record you follow, %{record}, has a new comment: %{details}',
    changedSubject: '%{record} changed',
    changedText: 'A record you follow, %{record}, was changed.',
    digestSubject: 'Your notifications of %{date}',
    digestText: 'What happened today that concerns you (%{count}):',
  },
});
