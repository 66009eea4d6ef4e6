import type { interviews } from '@club/schema/resources/interviews';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof interviews>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مقابلات |||| مقابلة |||| المقابلات |||| مقابلات |||| مقابلةً |||| مقابلة',
  fields: {
    applicationId: 'طلب التوظيف',
    scheduledAt: 'الموعد',
    durationMinutes: 'المدة (دقائق)',
    mode: 'الطريقة',
    location: 'المكان',
    panelIds: 'لجنة المقابلة',
    status: 'الحالة',
    score: 'الدرجة',
    recommendation: 'التوصية',
    notes: 'ملاحظات',
  },
  enums: {
    mode: { inPerson: 'حضوري', phone: 'هاتفية', video: 'مرئية' },
    status: { scheduled: 'مجدولة', completed: 'تمت', cancelled: 'ملغاة', noShow: 'لم يحضر' },
    recommendation: { hire: 'تعيين', consider: 'قيد النظر', reject: 'رفض' },
  },
  rules: {
    scoreWhenCompleted: 'للمقابلة التي تمت درجتها',
    recommendationWhenCompleted: 'للمقابلة التي تمت توصيتها',
    applicationOpen: 'طلب التوظيف مغلق مسبقًا (تعيين أو رفض)',
  },
});
