import type { jobApplications } from '@club/schema/resources/jobApplications';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof jobApplications>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'طلبات توظيف |||| طلب توظيف |||| طلبات التوظيف |||| طلبات توظيف |||| طلبَ توظيف |||| طلب توظيف',
  fields: {
    jobPostingId: 'الوظيفة المعلنة',
    fullName: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'الجوال',
    coverNote: 'رسالة التقديم',
    cv: 'السيرة الذاتية',
    source: 'المصدر',
    stage: 'المرحلة',
    rating: 'التقييم',
    notes: 'ملاحظات',
  },
  enums: {
    source: { website: 'الموقع', referral: 'ترشيح', linkedin: 'لينكدإن', agency: 'مكتب توظيف', walkIn: 'حضور شخصي' },
    stage: { new: 'جديد', screening: 'فرز', interview: 'مقابلة', offer: 'عرض وظيفي', hired: 'تم التعيين', rejected: 'مرفوض' },
  },
  rules: {
    postingOpen: 'هذا الإعلان لا يستقبل طلبات',
    oncePerEmail: 'وصل طلب بهذا البريد لهذا الإعلان مسبقًا',
    stageForward: 'لا يصبح الطلب «%{to}» وهو «%{from}»',
    interviewFirst: 'لا يُقدَّم العرض إلا بعد مقابلة تمت ولها درجة',
  },
  texts: { new: 'جديد', screening: 'قيد الفرز', interview: 'في المقابلة', offer: 'عرض وظيفي', hired: 'تم التعيين', rejected: 'مرفوض' },
});
