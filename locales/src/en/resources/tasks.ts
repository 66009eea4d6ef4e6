import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale({
  name: 'Task |||| Tasks',
  permission: 'Tasks & Follow up',
  fields: {
    id: 'ID',
    title: 'Title',
    description: 'Description',
    status: 'Status',
    priority: 'Priority',
    label: 'Label',
    assigneeId: 'Assignee',
    dueDate: 'Due date',
    createdAt: 'Created at',
    updatedAt: 'Updated at',
    version: 'Version',
  },
  enums: {
    status: { backlog: 'Backlog', todo: 'Todo', 'in progress': 'In Progress', done: 'Done', canceled: 'Canceled' },
    priority: { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' },
    label: { bug: 'Bug', feature: 'Feature', documentation: 'Documentation' },
  },
});
