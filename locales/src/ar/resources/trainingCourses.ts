import type { trainingCourses } from '@club/schema/resources/trainingCourses';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof trainingCourses>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'دورات |||| دورة تدريبية |||| الدورات التدريبية |||| دورات |||| دورةً |||| دورة',
  fields: {
    title: 'العنوان',
    titleAr: 'العنوان بالعربية',
    category: 'التصنيف',
    provider: 'الجهة المقدمة',
    mode: 'الطريقة',
    startDate: 'تبدأ في',
    endDate: 'تنتهي في',
    hours: 'الساعات',
    seats: 'المقاعد',
    cost: 'التكلفة',
    status: 'الحالة',
    description: 'الوصف',
    enrolled: 'المسجلون',
  },
  enums: {
    category: { coaching: 'تدريب رياضي', medical: 'طبي', safety: 'سلامة', leadership: 'قيادة', technical: 'فني', language: 'لغة', compliance: 'امتثال' },
    mode: { classroom: 'حضوري', online: 'عن بعد', onTheJob: 'على رأس العمل' },
    status: { planned: 'مخططة', open: 'التسجيل مفتوح', inProgress: 'جارية', completed: 'مكتملة', cancelled: 'ملغاة' },
  },
  rules: {
    seatsEnough: 'مقاعد الدورة %{seats}',
    enrolledOnce: 'يُسجَّل الموظف في الدورة مرة واحدة',
    endsAfterStart: 'تنتهي الدورة في يومها الأول أو بعده',
  },
});
