import type { assetCategories } from '@club/schema/resources/assetCategories';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof assetCategories>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'فئات أصول |||| فئة أصول |||| فئات الأصول |||| فئات أصول |||| فئة أصول |||| فئة أصول',
  permission: 'فئات الأصول',
  fields: {
    name: 'اسم الفئة',
    code: 'رمز الفئة',
    parentCategoryId: 'الفئة الرئيسية',
    depreciationMethod: 'طريقة الإهلاك',
    usefulLifeYears: 'العمر الإنتاجي (بالسنوات)',
    isActive: 'مفعّلة',
    description: 'الوصف',
  },
  enums: {
    depreciationMethod: { straightLine: 'القسط الثابت', decliningBalance: 'القسط المتناقص', none: 'بدون إهلاك' },
  },
});
