import type { teams } from '@club/schema/resources/teams';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof teams>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'فرق |||| فريق |||| الفرق |||| فرق |||| فريقًا |||| فريق',
  fields: {
    name: 'الاسم',
    nameAr: 'الاسم بالعربية',
    category: 'الفئة',
    ageGroupId: 'الفئة العمرية',
    season: 'الموسم',
    headCoachId: 'المدرب الرئيسي',
    assistantCoachIds: 'المدربون المساعدون',
    homeVenueId: 'الملعب الأساسي',
    playerCount: 'عدد اللاعبين',
    status: 'الحالة',
  },
  enums: {
    category: { firstTeam: 'الفريق الأول', reserve: 'الرديف', youth: 'الشباب', academy: 'الأكاديمية', women: 'فريق السيدات' },
    status: { active: 'نشط', inactive: 'غير نشط' },
  },
  rules: { headCoachNotAssistant: 'لا يكون المدرب الرئيسي مساعدًا أيضًا' },
});
