import type { interviews } from '@club/schema/resources/interviews';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof interviews>({
  name: 'Interview |||| Interviews',
  fields: {
    applicationId: 'Application',
    scheduledAt: 'Scheduled at',
    durationMinutes: 'Duration (minutes)',
    mode: 'Mode',
    location: 'Location',
    panelIds: 'Panel',
    status: 'Status',
    score: 'Score',
    recommendation: 'Recommendation',
    notes: 'Notes',
  },
  enums: {
    mode: { inPerson: 'In person', phone: 'Phone', video: 'Video call' },
    status: { scheduled: 'Scheduled', completed: 'Completed', cancelled: 'Cancelled', noShow: 'No-show' },
    recommendation: { hire: 'Hire', consider: 'Consider', reject: 'Reject' },
  },
  rules: {
    scoreWhenCompleted: 'A completed interview has its score',
    recommendationWhenCompleted: 'A completed interview has its recommendation',
    applicationOpen: 'The application is already closed (hired or rejected): no interview is scheduled for it',
  },
});
