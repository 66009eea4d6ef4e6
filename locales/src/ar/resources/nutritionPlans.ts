import type { nutritionPlans } from '@club/schema/resources/nutritionPlans';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof nutritionPlans>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'خطط |||| خطة |||| الخطط الغذائية |||| خطط |||| خطة |||| خطة',
  fields: {
    playerId: 'اللاعب',
    goal: 'هدف الخطة',
    startDate: 'تاريخ البدء',
    endDate: 'تاريخ الانتهاء',
    dailyCalories: 'السعرات اليومية (ك.سع)',
    proteinGrams: 'البروتين (غ)',
    carbsGrams: 'الكربوهيدرات (غ)',
    fatGrams: 'الدهون (غ)',
    mealsPerDay: 'عدد الوجبات يوميًا',
    meals: 'الوجبات',
    nutritionistName: 'أخصائي التغذية',
    status: 'الحالة',
  },
  enums: {
    goal: { maintenance: 'المحافظة على الوزن', muscleGain: 'بناء العضلات', weightLoss: 'إنقاص الوزن', recovery: 'الاستشفاء', performance: 'الأداء' },
    status: { active: 'سارية', ended: 'منتهية' },
  },
  rules: {
    macrosMatchCalories: 'تعطي المغذيات %{kcal} سعرة: في حدود 10% من السعرات اليومية',
    endsAfterStart: 'تنتهي الخطة في يوم بدايتها أو بعده',
    oneActivePlan: 'للاعب خطة غذائية سارية',
  },
});
