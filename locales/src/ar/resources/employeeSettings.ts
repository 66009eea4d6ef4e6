import type { employeeSettings } from '@club/schema/resources/employeeSettings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof employeeSettings>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'إعدادات فردية |||| إعداد فردي |||| الإعدادات الفردية |||| إعدادات فردية |||| إعدادًا |||| إعداد',
  fields: {
    employeeId: 'الموظف',
    graceMinutes: 'مهلة التأخير (دقائق)',
    overtimeAllowed: 'يسمح بالعمل الإضافي',
    remoteWorkAllowed: 'يسمح بالعمل عن بعد',
    attendanceExempt: 'معفى من التحضير',
    notes: 'ملاحظات',
  },
});
