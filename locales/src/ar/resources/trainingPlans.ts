import type { trainingPlans } from '@club/schema/resources/trainingPlans';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof trainingPlans>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'خطط |||| خطة |||| الخطط التدريبية |||| خطط |||| خطة |||| خطة',
  fields: {
    title: 'الخطة',
    teamId: 'الفريق',
    coachId: 'المدرب',
    periodStart: 'بداية الفترة',
    periodEnd: 'نهاية الفترة',
    focus: 'محور التركيز',
    objectives: 'الأهداف',
    sessionsPerWeek: 'الحصص أسبوعيًا',
    sessionCount: 'الحصص',
    status: 'الحالة',
  },
  enums: {
    focus: { technical: 'فني', tactical: 'تكتيكي', physical: 'بدني', mental: 'ذهني', recovery: 'استشفاء', mixed: 'متنوع' },
    status: { draft: 'مسودة', active: 'سارية', completed: 'مكتملة', cancelled: 'ملغاة' },
  },
  actions: { activate: 'تفعيل', complete: 'إنهاء الخطة', cancel: 'إلغاء الخطة' },
  rules: {
    sessionsWithinPeriod: 'للخطة حصص خارج هذه الفترة',
    periodOrder: 'تنتهي الفترة في يوم بدايتها أو بعده',
  },
});
