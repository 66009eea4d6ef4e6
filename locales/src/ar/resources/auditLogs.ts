import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'قيود تدقيق |||| قيد تدقيق |||| سجل التدقيق |||| قيود تدقيق |||| قيد تدقيق |||| قيد تدقيق',
  fields: {
    id: 'المعرّف',
    actorId: 'المستخدم',
    action: 'الإجراء',
    resource: 'المورد',
    recordId: 'معرّف السجل',
    changes: 'التغييرات',
    summary: 'السجل',
    createdAt: 'الوقت',
    updatedAt: 'تاريخ آخر تحديث',
    version: 'رقم النسخة',
  },
  enums: {
    action: { create: 'إنشاء', update: 'تعديل', delete: 'حذف' },
  },
});
