import type { academyTeams } from '@club/schema/resources/academyTeams';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof academyTeams>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مجموعات |||| مجموعة |||| فرق الأكاديمية |||| مجموعات |||| مجموعة |||| مجموعة',
  fields: {
    name: 'الاسم',
    nameAr: 'الاسم بالعربية',
    ageGroupId: 'الفئة العمرية',
    season: 'الموسم',
    coachId: 'المدرب',
    playerIds: 'اللاعبون',
    playerCount: 'عدد اللاعبين',
    trainingDays: 'أيام التدريب',
    status: 'الحالة',
  },
  enums: {
    trainingDays: { sunday: 'الأحد', monday: 'الاثنين', tuesday: 'الثلاثاء', wednesday: 'الأربعاء', thursday: 'الخميس', friday: 'الجمعة', saturday: 'السبت' },
    status: { active: 'نشط', inactive: 'غير نشط' },
  },
  rules: {
    ofTheAgeGroup: 'اللاعب %{name} ليس من هذه الفئة العمرية (سنة الميلاد أو الجنس)',
    oneSquadASeason: 'اللاعب %{name} في مجموعة «%{squad}» هذا الموسم',
  },
});
