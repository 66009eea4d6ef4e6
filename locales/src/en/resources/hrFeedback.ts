import type { hrFeedback } from '@club/schema/resources/hrFeedback';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof hrFeedback>({
  name: 'Feedback |||| Feedback & complaints',
  fields: {
    number: 'Number',
    kind: 'Kind',
    subject: 'Subject',
    details: 'Details',
    anonymous: 'Send anonymously',
    submittedById: 'Account',
    authorName: 'From',
    status: 'Status',
    response: 'HR response',
  },
  enums: {
    kind: { complaint: 'Complaint', suggestion: 'Suggestion', grievance: 'Grievance', praise: 'Praise' },
    status: { received: 'Received', underReview: 'Under review', resolved: 'Resolved', closed: 'Closed' },
  },
});
