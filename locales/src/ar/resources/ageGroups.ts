import type { ageGroups } from '@club/schema/resources/ageGroups';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof ageGroups>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'فئات |||| فئة |||| الفئات العمرية |||| فئات |||| فئة |||| فئة',
  fields: {
    name: 'الاسم',
    nameAr: 'الاسم بالعربية',
    season: 'الموسم',
    birthYearFrom: 'مواليد من سنة',
    birthYearTo: 'مواليد حتى سنة',
    gender: 'الجنس',
    maxPlayers: 'الحد الأقصى للاعبين',
    playerCount: 'عدد اللاعبين',
    status: 'الحالة',
  },
  enums: {
    gender: { male: 'ذكر', female: 'أنثى', mixed: 'مختلط' },
    status: { active: 'نشطة', inactive: 'غير نشطة' },
  },
  rules: {
    yearsOfOneGroup: 'تتداخل سنوات الميلاد مع فئة «%{record}» في الموسم نفسه',
    birthYearsInOrder: 'سنة الميلاد الأولى لا تأتي بعد الأخيرة',
  },
});
