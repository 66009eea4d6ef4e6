import type { mealIngredients } from '@club/schema/resources/mealIngredients';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof mealIngredients>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مكونات |||| مكوّن |||| مكونات الوجبات |||| مكونات |||| مكوّنًا |||| مكوّن',
  fields: {
    mealId: 'الوجبة',
    position: 'رقم البند',
    itemId: 'الصنف',
    quantity: 'الكمية',
    unit: 'الوحدة',
    notes: 'ملاحظات',
  },
  enums: {
    unit: { piece: 'قطعة', box: 'علبة', kg: 'كغ', liter: 'لتر', set: 'طقم' },
  },
  rules: {
    foodOnly: 'لا يدخل في الوجبة إلا الطعام',
  },
});
