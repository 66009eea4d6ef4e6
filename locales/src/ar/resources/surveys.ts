import type { surveys } from '@club/schema/resources/surveys';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof surveys>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'استبيانات |||| استبيان |||| إعداد الاستبيانات |||| استبيانات |||| استبيانًا |||| استبيان',
  permission: 'إعداد الاستبيانات',
  fields: {
    title: 'العنوان',
    titleAr: 'العنوان بالعربية',
    description: 'الوصف',
    status: 'الحالة',
    questionsCount: 'عدد الأسئلة',
    responsesCount: 'عدد الردود',
  },
  enums: { status: { draft: 'مسودة', published: 'منشور', closed: 'مغلق' } },
  publicForm: {
    title: 'إجاباتك',
    submit: 'إرسال الإجابات',
    sent: 'شكرًا لإكمال الاستبيان',
    closed: 'لا يستقبل هذا الاستبيان إجابات الآن.',
    notFound: 'لم يتم العثور على النموذج',
    loadFailed: 'فشل تحميل النموذج',
    submitFailed: 'فشل إرسال الإجابات',
  },
});
