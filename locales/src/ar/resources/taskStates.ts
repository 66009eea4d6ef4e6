import type { taskStates } from '@club/schema/resources/taskStates';
import { defineResourceLocale } from '../../types';
import { colorLabels, taskStatusLabels } from '../taskLabels';

export const locale = defineResourceLocale<typeof taskStates>({
  name: 'حالات المهام |||| حالة مهمة |||| حالات المهام |||| حالات مهام |||| حالةً |||| حالة',
  fields: { status: 'الحالة', name: 'الاسم (إنجليزي)', nameAr: 'الاسم (عربي)', color: 'اللون', position: 'العمود', wipLimit: 'أقصى عدد من المهام معًا' },
  enums: { status: taskStatusLabels, color: colorLabels },
});
