import type { tasks } from '@club/schema/resources/tasks';
import { defineResourceLocale } from '../../types';
import { taskPriorityLabels, taskStatusLabels } from '../taskLabels';

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
    shareable: 'Shareable by link',
  },
  enums: {
    status: taskStatusLabels,
    priority: taskPriorityLabels,
    label: { bug: 'Bug', feature: 'Feature', documentation: 'Documentation' },
  },
  rules: {
    projectOpen: 'The project is completed or cancelled: it takes no new tasks',
    statusLimit: '"%{state}" holds at most %{limit} tasks: finish one first',
  },
  reminders: { due: { subject: 'Task due %{date}: %{record}', text: 'The task %{record} assigned to you is due on %{date}.' } },
});
