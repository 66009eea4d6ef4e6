import type { taskStates } from '@club/schema/resources/taskStates';
import { defineResourceLocale } from '../../types';
import { colorLabels, taskStatusLabels } from '../taskLabels';

export const locale = defineResourceLocale<typeof taskStates>({
  name: 'Task state |||| Task states',
  fields: { status: 'Status', name: 'Name (English)', nameAr: 'Name (Arabic)', color: 'Colour', position: 'Column', wipLimit: 'Most tasks at once' },
  enums: { status: taskStatusLabels, color: colorLabels },
});
