import type { stakeholders } from '@club/schema/resources/stakeholders';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof stakeholders>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'أصحاب مصلحة |||| صاحب مصلحة |||| أصحاب المصلحة |||| أصحاب مصلحة |||| صاحب مصلحة |||| صاحب مصلحة',
  fields: {
    name: 'الاسم',
    nameAr: 'الاسم بالعربية',
    organisation: 'الجهة',
    category: 'الفئة',
    role: 'الصفة',
    power: 'النفوذ (1–5)',
    interest: 'الاهتمام (1–5)',
    attitude: 'الموقف',
    strategy: 'أسلوب التعامل',
    engagementPlan: 'خطة التعامل',
    ownerId: 'مسؤول العلاقة',
    lastContactOn: 'آخر تواصل',
    nextContactOn: 'التواصل التالي',
  },
  enums: {
    category: {
      government: 'جهة حكومية',
      federation: 'اتحاد أو رابطة',
      sponsor: 'راعٍ',
      media: 'إعلام',
      supplier: 'مورد',
      community: 'المجتمع',
      board: 'مجلس الإدارة',
      staff: 'الموظفون',
      fans: 'الجماهير',
    },
    attitude: { champion: 'داعم متحمس', supporter: 'مؤيد', neutral: 'محايد', critic: 'منتقد', blocker: 'معرقل' },
    strategy: { manageClosely: 'إدارة عن قرب', keepSatisfied: 'إبقاؤه راضيًا', keepInformed: 'إبقاؤه على اطلاع', monitor: 'متابعة' },
  },
  rules: {
    planForPowerfulCritic: 'يحتاج المعارض أو المعرقل ذو النفوذ إلى خطة تعامل',
    contactsInOrder: 'يأتي التواصل التالي بعد آخر تواصل',
  },
});
