import type { treatmentPlans } from '@club/schema/resources/treatmentPlans';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof treatmentPlans>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'خطط |||| خطة |||| الخطط العلاجية |||| خطط |||| خطة |||| خطة',
  fields: {
    playerId: 'اللاعب',
    medicalRecordId: 'السجل الطبي',
    title: 'الخطة العلاجية',
    therapistName: 'أخصائي العلاج الطبيعي',
    startDate: 'تاريخ البدء',
    expectedReturnDate: 'موعد العودة المتوقع',
    phase: 'المرحلة',
    sessionsPerWeek: 'الحصص أسبوعيًا',
    phasesPlan: 'خطة المراحل',
    status: 'الحالة',
    completedOn: 'تاريخ الانتهاء',
  },
  enums: {
    phase: { acute: 'المرحلة الحادة', rehabilitation: 'إعادة التأهيل', reconditioning: 'استعادة اللياقة', returnToTraining: 'العودة للتدريب', returnToPlay: 'العودة للمنافسة' },
    status: { active: 'جارية', completed: 'مكتملة', cancelled: 'ملغاة' },
  },
  actions: { complete: 'إنهاء الخطة', cancel: 'إلغاء الخطة' },
  rules: {
    ownPlayersRecord: 'السجل الطبي للاعب آخر',
    returnAfterStart: 'موعد العودة المتوقع في يوم البدء أو بعده',
  },
});
