import type { orderSubTypes } from '@club/schema/resources/orderSubTypes';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof orderSubTypes>({
  name: 'الأنواع الفرعية للطلبات |||| نوع فرعي |||| الأنواع الفرعية للطلبات |||| أنواع فرعية |||| نوعًا فرعيًا |||| نوع فرعي',
  fields: { typeId: 'النوع', code: 'الرمز', name: 'الاسم (إنجليزي)', nameAr: 'الاسم (عربي)', isActive: 'مستخدم' },
  rules: {
    activeUnderActiveType: 'النوع غير مستخدم: لا يكون النوع الفرعي تحته نشطًا',
  },
});
