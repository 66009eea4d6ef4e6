import type { correspondence } from '@club/schema/resources/correspondence';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof correspondence>({
  name: 'Letter |||| Correspondence',
  fields: {
    direction: 'Direction',
    referenceNumber: 'Reference number',
    externalReference: 'Their reference',
    letterDate: 'Date',
    partyId: 'Party',
    subject: 'Subject',
    classification: 'Classification',
    confidentiality: 'Confidentiality',
    priority: 'Priority',
    replyToId: 'In reply to',
    dueDate: 'Answer due',
    departmentId: 'Department',
    assignedToId: 'Assigned to',
    createdById: 'Registered by',
    status: 'Status',
    summary: 'Summary',
    attachments: 'Attachments',
  },
  enums: {
    direction: { incoming: 'Incoming', outgoing: 'Outgoing', internal: 'Internal' },
    classification: {
      request: 'Request',
      inquiry: 'Inquiry',
      response: 'Response',
      complaint: 'Complaint',
      invitation: 'Invitation',
      contract: 'Contract',
      report: 'Report',
      legal: 'Legal',
      financial: 'Financial',
      circular: 'Circular',
    },
    confidentiality: { normal: 'Normal', confidential: 'Confidential', topSecret: 'Top secret' },
    priority: { normal: 'Normal', high: 'Important', urgent: 'Urgent and important' },
    status: { registered: 'Registered', inProgress: 'In progress', awaitingReply: 'Awaiting reply', answered: 'Answered', closed: 'Closed' },
  },
});
