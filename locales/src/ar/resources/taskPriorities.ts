import type { taskPriorities } from '@club/schema/resources/taskPriorities';
import { defineResourceLocale } from '../../types';
import { colorLabels, taskPriorityLabels } from '../taskLabels';

export const locale = defineResourceLocale<typeof taskPriorities>({
  name: 'أولويات المهام |||| أولوية مهمة |||| أولويات المهام |||| أولويات مهام |||| أولويةً |||| أولوية',
  fields: { priority: 'الأولوية', name: 'الاسم (إنجليزي)', nameAr: 'الاسم (عربي)', color: 'اللون', responseDays: 'الاستحقاق خلال (أيام)' },
  enums: { priority: taskPriorityLabels, color: colorLabels },
});
