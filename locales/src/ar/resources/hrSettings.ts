import type { hrSettings } from '@club/schema/resources/hrSettings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof hrSettings>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'إعدادات الموارد البشرية |||| إعدادات الموارد البشرية |||| إعدادات الموارد البشرية |||| إعدادات الموارد البشرية |||| إعدادات الموارد البشرية |||| إعدادات الموارد البشرية',
  fields: {
    weekendDays: 'أيام العطلة الأسبوعية',
    dailyWorkingHours: 'ساعات العمل اليومية',
    graceMinutes: 'مهلة التأخير (دقائق)',
    annualLeaveDays: 'الإجازة السنوية (أيام في السنة)',
    annualLeaveDaysAfterFiveYears: 'الإجازة السنوية بعد خمس سنوات (أيام)',
    sickLeaveDays: 'الإجازة المرضية (أيام في السنة)',
    emergencyLeaveDays: 'الإجازة الاضطرارية (أيام في السنة)',
    awardIncludesAllowances: 'مكافأة نهاية الخدمة تشمل البدلات',
    contractReminderDays: 'التنبيه بانتهاء العقد قبل (يوم)',
    hrEmail: 'بريد الموارد البشرية',
  },
  enums: {
    weekendDays: { sunday: 'الأحد', monday: 'الاثنين', tuesday: 'الثلاثاء', wednesday: 'الأربعاء', thursday: 'الخميس', friday: 'الجمعة', saturday: 'السبت' },
  },
});
