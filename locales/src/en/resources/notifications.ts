import type { notifications } from '@club/schema/resources/notifications';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof notifications>({
  name: 'Notification |||| Notifications',
  fields: {
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
    attachedResource: 'Attached document’s kind',
    attachedRecordId: 'Attached document',
    attachedLanguage: 'Attached document’s language',
    userId: 'User',
  },
  enums: {
    attachedLanguage: { en: 'English', ar: 'Arabic' },
    channel: { email: 'Email', sms: 'SMS', zatca: 'ZATCA (Fatoora)', webhook: 'Webhook' },
    kind: { passwordReset: 'Password reset', otp: 'One-time code', invitation: 'Invitation', accessRequest: 'Access request', contractExpiry: 'Contract ending', meetingReminder: 'Meeting reminder', visit: 'Visit', vehicleExpiry: 'Vehicle papers expiring', complianceDue: 'Compliance due', securityNotice: 'Security notice', document: 'Document', eInvoice: 'E-invoice to ZATCA', reminder: 'Reminder', notice: 'Notification', digest: 'Daily digest', webhook: 'Webhook delivery' },
    status: { pending: 'Pending', sent: 'Sent', logged: 'Logged (not sent)', failed: 'Failed' },
  },
});
