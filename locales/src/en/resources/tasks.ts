import type { tasks } from '@club/schema/resources/tasks';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof tasks>({
  name: 'Task |||| Tasks',
  permission: 'Tasks & Follow up',
  fields: {
    title: 'Title',
    description: 'Description',
    status: 'Status',
    priority: 'Priority',
    label: 'Label',
    assigneeId: 'Assignee',
    dueDate: 'Due date',
    projectId: 'Project',
  },
  enums: {
    status: { backlog: 'Backlog', todo: 'Todo', 'in progress': 'In Progress', done: 'Done', canceled: 'Canceled' },
    priority: { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' },
    label: { bug: 'Bug', feature: 'Feature', documentation: 'Documentation' },
  },
});
