import type { hrFeedback } from '@club/schema/resources/hrFeedback';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof hrFeedback>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'ملاحظات |||| ملاحظة |||| الملاحظات والشكاوى |||| ملاحظات |||| ملاحظةً |||| ملاحظة',
  fields: {
    number: 'الرقم',
    kind: 'النوع',
    subject: 'الموضوع',
    details: 'التفاصيل',
    anonymous: 'إرسال دون ذكر الاسم',
    submittedById: 'الحساب',
    authorName: 'المرسل',
    status: 'الحالة',
    response: 'رد الموارد البشرية',
  },
  enums: {
    kind: { complaint: 'شكوى', suggestion: 'اقتراح', grievance: 'تظلم', praise: 'إشادة' },
    status: { received: 'مستلمة', underReview: 'قيد الدراسة', resolved: 'تمت المعالجة', closed: 'مغلقة' },
  },
});
