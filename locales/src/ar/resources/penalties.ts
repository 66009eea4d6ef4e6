import type { penalties } from '@club/schema/resources/penalties';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof penalties>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'جزاءات |||| جزاء |||| الجزاءات والمخالفات |||| جزاءات |||| جزاءً |||| جزاء',
  fields: {
    number: 'الرقم',
    employeeId: 'الموظف',
    violation: 'المخالفة',
    date: 'التاريخ',
    occurrence: 'التكرار (180 يومًا)',
    action: 'الإجراء',
    deductionDays: 'الحسم (أيام من الأجر)',
    deductionAmount: 'مبلغ الحسم',
    details: 'التفاصيل',
  },
  enums: {
    violation: { lateness: 'التأخر', absence: 'الغياب دون إذن', earlyLeave: 'الخروج المبكر', misconduct: 'سوء السلوك', safety: 'مخالفة السلامة', uniform: 'الزي الرسمي', other: 'أخرى' },
    action: { verbalWarning: 'تنبيه شفهي', writtenWarning: 'إنذار كتابي', deduction: 'حسم من الأجر', suspension: 'إيقاف عن العمل', termination: 'فصل' },
  },
  rules: {
    deductionDays: 'يحدد الحسم عدد أيامه من الأجر',
    fiveDaysAMonth: 'لا يزيد الحسم على أجر خمسة أيام في الشهر (المادة 66): المتبقي هذا الشهر %{left}',
  },
});
