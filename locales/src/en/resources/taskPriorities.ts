import type { taskPriorities } from '@club/schema/resources/taskPriorities';
import { defineResourceLocale } from '../../types';
import { colorLabels, taskPriorityLabels } from '../taskLabels';

export const locale = defineResourceLocale<typeof taskPriorities>({
  name: 'Task priority |||| Task priorities',
  fields: { priority: 'Priority', name: 'Name (English)', nameAr: 'Name (Arabic)', color: 'Colour', responseDays: 'Due within (days)' },
  enums: { priority: taskPriorityLabels, color: colorLabels },
});
