import type { projects } from '@club/schema/resources/projects';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof projects>({
  name: 'Project |||| Projects',
  fields: {
    code: 'Code',
    name: 'Name (English)',
    nameAr: 'Name (Arabic)',
    description: 'Description',
    ownerId: 'Owner',
    departmentId: 'Department',
    startDate: 'Start date',
    endDate: 'End date',
    budget: 'Budget',
    spent: 'Spent',
    priority: 'Priority',
    status: 'Status',
    progress: 'Progress (%)',
    openTasks: 'Open tasks',
  },
  enums: {
    priority: { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' },
    status: { planning: 'Planning', active: 'Active', onHold: 'On hold', completed: 'Completed', cancelled: 'Cancelled' },
  },
  actions: {
    start: 'Start',
    hold: 'Put on hold',
    complete: 'Complete',
    cancel: 'Cancel project',
  },
  rules: {
    noOpenTasks: '%{count} of its tasks are still open: finish or cancel them first',
    endsAfterStart: 'A project ends after it starts',
  },
});
