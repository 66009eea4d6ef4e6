import type { volunteerTasks } from '@club/schema/resources/volunteerTasks';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof volunteerTasks>({
  name: 'Volunteer task |||| Volunteer tasks',
  fields: {
    opportunityId: 'Opportunity',
    title: 'Task',
    description: 'Description',
    volunteerId: 'Volunteer',
    startsAt: 'Starts at',
    endsAt: 'Ends at',
    estimatedHours: 'Estimated hours',
    priority: 'Priority',
    status: 'Status',
  },
  enums: {
    priority: {
      low: 'Low',
      medium: 'Medium',
      high: 'High',
    },
    status: {
      open: 'Open',
      inProgress: 'In progress',
      done: 'Done',
      cancelled: 'Cancelled',
    },
  },
  actions: { start: 'Start', 'mark-done': 'Mark done', 'back-to-work': 'Back to work', reopen: 'Reopen', cancel: 'Cancel task' },
  rules: {
    volunteerAccepted: 'The volunteer is not accepted for this task\'s opportunity',
    endsAfterStart: 'A task ends after it starts',
  },
});
