import type { caseParties } from '@club/schema/resources/caseParties';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof caseParties>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'أطراف |||| طرف |||| الأطراف |||| أطراف |||| طرفًا |||| طرف',
  fields: {
    caseId: 'القضية',
    position: 'الترتيب',
    name: 'الاسم',
    side: 'الجانب',
    role: 'الصفة',
    representative: 'الوكيل',
    nationalId: 'الهوية / السجل',
  },
  enums: {
    side: { club: 'النادي', opponent: 'الخصم', other: 'آخر' },
    role: { plaintiff: 'مدعٍ', defendant: 'مدعى عليه', intervener: 'متدخل', witness: 'شاهد', expert: 'خبير', guarantor: 'كفيل' },
  },
});
