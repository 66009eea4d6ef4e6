import type { workSchedules } from '@club/schema/resources/workSchedules';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof workSchedules>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'جداول دوام |||| جدول دوام |||| جداول الدوام |||| جداول دوام |||| جدولَ دوام |||| جدول دوام',
  fields: {
    name: 'الاسم',
    nameAr: 'الاسم بالعربية',
    workDays: 'أيام العمل',
    startTime: 'بداية الدوام',
    endTime: 'نهاية الدوام',
    graceMinutes: 'مهلة التأخير (دقائق)',
    breakMinutes: 'الاستراحة (دقائق)',
    isDefault: 'الجدول الافتراضي',
  },
  enums: {
    workDays: { sunday: 'الأحد', monday: 'الاثنين', tuesday: 'الثلاثاء', wednesday: 'الأربعاء', thursday: 'الخميس', friday: 'الجمعة', saturday: 'السبت' },
  },
  rules: {
    endsAfterStart: 'ينتهي الدوام بعد بدايته',
  },
});
