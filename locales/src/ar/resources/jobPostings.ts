import type { jobPostings } from '@club/schema/resources/jobPostings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof jobPostings>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'وظائف شاغرة |||| إعلان وظيفة |||| الوظائف الشاغرة |||| إعلانات وظائف |||| إعلانًا |||| إعلان',
  fields: {
    reference: 'المرجع',
    title: 'المسمى',
    titleAr: 'المسمى بالعربية',
    departmentId: 'الإدارة',
    positionId: 'الوظيفة',
    employmentType: 'نوع التوظيف',
    location: 'المدينة',
    vacancies: 'عدد الشواغر',
    description: 'الوصف',
    requirements: 'المتطلبات',
    closingDate: 'آخر موعد للتقديم',
    status: 'الحالة',
  },
  enums: {
    employmentType: { fullTime: 'دوام كامل', partTime: 'دوام جزئي', contract: 'عقد', internship: 'تدريب تعاوني', seasonal: 'موسمي' },
    status: { draft: 'مسودة', open: 'مفتوحة', closed: 'مغلقة' },
  },
  publicForm: {
    title: 'تقدّم لهذه الوظيفة',
    submit: 'إرسال طلبي',
    sent: 'شكرًا لك: وصل طلبك، وسيتواصل معك فريق الموارد البشرية بالبريد أو الجوال.',
    closed: 'هذا الإعلان لم يعد يستقبل طلبات.',
  },
  rules: {
    closesTodayOrLater: 'يُغلق الإعلان المفتوح اليوم أو بعده',
  },
});
