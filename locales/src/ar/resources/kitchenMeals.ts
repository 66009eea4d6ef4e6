import type { kitchenMeals } from '@club/schema/resources/kitchenMeals';
import { defineResourceLocale } from '../../types';
import { stockLineRules, stockUnitTexts } from '../stockLabels';

export const locale = defineResourceLocale<typeof kitchenMeals>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'وجبات |||| وجبة |||| وجبات المطبخ |||| وجبات |||| وجبةً |||| وجبة',
  fields: {
    number: 'رقم الوجبة',
    kitchenId: 'المطبخ',
    name: 'الوجبة',
    nameAr: 'الوجبة بالعربية',
    mealType: 'نوع الوجبة',
    servedOn: 'تاريخ التقديم',
    servings: 'عدد الحصص',
    caloriesPerServing: 'السعرات للحصة',
    proteinGrams: 'البروتين (غ)',
    carbsGrams: 'الكربوهيدرات (غ)',
    fatGrams: 'الدهون (غ)',
    menu: 'قائمة الطعام',
    status: 'الحالة',
    servedAt: 'وقت التقديم',
  },
  enums: {
    mealType: { breakfast: 'فطور', lunch: 'غداء', dinner: 'عشاء', snack: 'وجبة خفيفة' },
    status: { planned: 'مخططة', served: 'مقدّمة', cancelled: 'ملغاة' },
  },
  actions: { serve: 'تقديم الوجبة', cancel: 'إلغاء الوجبة' },
  rules: {
    ...stockLineRules,
    servedUnchanged: 'تبقى مكونات الوجبة المقدّمة وعدد حصصها كما هي: ألغِها لإعادة المكونات',
    servingsOfTheKitchen: 'يقدّم المطبخ %{than} وجبة على الأكثر في الوجبة الواحدة',
    kitchenOperating: 'المطبخ لا يعمل حاليًا',
  },
  texts: {
    ...stockUnitTexts,
  },
});
