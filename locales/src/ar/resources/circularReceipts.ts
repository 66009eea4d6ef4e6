import type { circularReceipts } from '@club/schema/resources/circularReceipts';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof circularReceipts>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'إقرارات اطلاع |||| إقرار اطلاع |||| إقرارات الاطلاع |||| إقرارات اطلاع |||| إقرار اطلاع |||| إقرار اطلاع',
  fields: {
    bulletinId: 'التعميم',
    userId: 'الحساب',
    employeeId: 'الموظف',
    departmentId: 'الإدارة',
    readerName: 'اطّلع عليه',
    readAt: 'وقت الاطلاع',
  },
});
