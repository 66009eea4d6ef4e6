import type { supportTickets } from '@club/schema/resources/supportTickets';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof supportTickets>({
  name: 'Support ticket |||| Support tickets',
  fields: {
    ticketNumber: 'Ticket number',
    subject: 'Subject',
    description: 'Description',
    category: 'Category',
    priority: 'Priority',
    requesterId: 'Requested by',
    memberId: 'Club member',
    assigneeId: 'Assigned to',
    resolution: 'Resolution',
    resolvedAt: 'Resolved at',
    resolutionHours: 'Hours to resolve',
    closedAt: 'Closed at',
    satisfaction: 'Satisfaction (1–5)',
    openedAt: 'Opened at',
    status: 'Status',
  },
  enums: {
    category: {
      technical: 'Technical',
      account: 'Account',
      facilities: 'Facilities',
      billing: 'Billing',
      membership: 'Membership',
      transport: 'Transport',
      other: 'Other',
    },
    priority: {
      low: 'Low',
      medium: 'Medium',
      high: 'High',
      urgent: 'Urgent',
    },
    status: {
      open: 'Open',
      inProgress: 'In progress',
      waiting: 'Waiting',
      resolved: 'Resolved',
      closed: 'Closed',
    },
  },
  actions: {
    start: 'Start handling',
    wait: 'Wait for reply',
    resolve: 'Resolve',
    reopen: 'Reopen',
    close: 'Close',
  },
  rules: {
    ratedOnceResolved: 'A ticket is rated once it is resolved',
    resolution: 'Say how the ticket was resolved',
  },
});
