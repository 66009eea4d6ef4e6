import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale({
  name: 'Notification |||| Notifications',
  fields: {
    id: 'ID',
    channel: 'Channel',
    kind: 'Kind',
    recipient: 'Recipient',
    subject: 'Subject',
    body: 'Message',
    status: 'Status',
    attempts: 'Attempts',
    lastError: 'Last error',
    nextAttemptAt: 'Next attempt at',
    sentAt: 'Sent at',
    userId: 'User',
    createdAt: 'Created at',
    updatedAt: 'Updated at',
    version: 'Version',
  },
  enums: {
    channel: { email: 'Email', sms: 'SMS' },
    kind: { passwordReset: 'Password reset', otp: 'One-time code', invitation: 'Invitation', accessRequest: 'Access request' },
    status: { pending: 'Pending', sent: 'Sent', logged: 'Logged (not sent)', failed: 'Failed' },
  },
});
