import type { tasks } from '@club/schema/resources/tasks';
import { defineResourceLocale } from '../../types';
import { taskPriorityLabels, taskStatusLabels } from '../taskLabels';

export const locale = defineResourceLocale<typeof tasks>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مهام |||| مهمة |||| المهام |||| مهام |||| مهمة |||| مهمة',
  permission: 'المهام والمتابعة',
  fields: {
    title: 'العنوان',
    description: 'الوصف',
    status: 'الحالة',
    priority: 'الأولوية',
    label: 'التصنيف',
    assigneeId: 'المكلَّف',
    dueDate: 'تاريخ الاستحقاق',
    projectId: 'المشروع',
    shareable: 'قابلة للمشاركة برابط',
  },
  enums: {
    status: taskStatusLabels,
    priority: taskPriorityLabels,
    label: { bug: 'خلل', feature: 'ميزة', documentation: 'توثيق' },
  },
  rules: {
    projectOpen: 'المشروع مكتمل أو ملغى: لا يقبل مهام جديدة',
    statusLimit: '«%{state}» يتسع لـ %{limit} مهام على الأكثر: أنجز إحداها أولًا',
  },
  reminders: { due: { subject: 'مهمة مستحقة في %{date}: %{record}', text: 'المهمة %{record} المسندة إليك مستحقة في %{date}.' } },
});
