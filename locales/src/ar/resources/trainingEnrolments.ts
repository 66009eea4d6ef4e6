import type { trainingEnrolments } from '@club/schema/resources/trainingEnrolments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof trainingEnrolments>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'تسجيلات |||| تسجيل |||| التسجيلات |||| تسجيلات |||| تسجيلًا |||| تسجيل',
  fields: {
    courseId: 'الدورة',
    position: 'الترتيب',
    employeeId: 'الموظف',
    status: 'الحالة',
    score: 'الدرجة',
  },
  enums: {
    status: { enrolled: 'مسجل', attended: 'حضر', passed: 'اجتاز', failed: 'لم يجتز', withdrawn: 'انسحب' },
  },
});
