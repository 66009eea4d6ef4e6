import type { medicalCheckups } from '@club/schema/resources/medicalCheckups';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof medicalCheckups>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'فحوصات |||| فحص |||| الفحوصات الطبية |||| فحوصات |||| فحصًا |||| فحص',
  fields: {
    playerId: 'اللاعب',
    checkupDate: 'تاريخ الفحص',
    type: 'نوع الفحص',
    doctorName: 'الطبيب',
    result: 'النتيجة',
    restrictions: 'القيود',
    validUntil: 'صالح حتى',
    restingHeartRate: 'نبض الراحة',
    bloodPressure: 'ضغط الدم',
    notes: 'ملاحظات',
  },
  enums: {
    type: { preSeason: 'ما قبل الموسم', periodic: 'دوري', returnToPlay: 'العودة للعب', cardiac: 'فحص القلب' },
    result: { fit: 'لائق', fitWithRestrictions: 'لائق بقيود', unfit: 'غير لائق' },
  },
  rules: {
    noValidityUnfit: 'لا صلاحية لنتيجة «غير لائق»',
    checkupNotFuture: 'يُؤرَّخ الفحص باليوم أو بما قبله',
    restrictionsNamed: 'اذكر القيود',
    validityOfFit: 'لنتيجة اللياقة تاريخ صلاحية',
    validAfterCheckup: 'تنتهي الصلاحية بعد تاريخ الفحص',
  },
});
