import type { auditLogs } from '@club/schema/resources/auditLogs';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof auditLogs>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'قيود تدقيق |||| قيد تدقيق |||| سجل التدقيق |||| قيود تدقيق |||| قيد تدقيق |||| قيد تدقيق',
  fields: {
    actorId: 'المستخدم',
    action: 'الإجراء',
    resource: 'المورد',
    recordId: 'السجل',
    changes: 'التغييرات',
    summary: 'اسمه عند التسجيل',
    causeResource: 'بسبب',
    causeRecordId: 'معرّف السجل المسبِّب',
    causeAction: 'الإجراء المسبِّب',
    anonymous: 'مجهول الهوية',
    createdAt: 'الوقت',
  },
  enums: {
    action: { create: 'إنشاء', update: 'تعديل', delete: 'حذف', restore: 'استعادة', read: 'اطلاع' },
  },
});
