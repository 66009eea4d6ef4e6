import type { taskAssignments } from '@club/schema/resources/taskAssignments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof taskAssignments>({
  name: 'إسنادات المهام |||| إسناد مهمة |||| إسنادات المهام |||| إسنادات |||| إسنادًا |||| إسناد',
  fields: { taskId: 'المهمة', userId: 'الشخص', role: 'الدور', note: 'ملاحظة' },
  enums: { role: { owner: 'المسؤول', contributor: 'مساهم', reviewer: 'مراجع' } },
  rules: {
    oneOwner: 'للمهمة مسؤول من قبل: اجعله مساهمًا أولًا',
  },
});
