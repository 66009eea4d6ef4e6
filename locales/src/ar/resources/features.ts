import type { features } from '@club/schema/resources/features';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof features>({
  name: 'مزايا |||| ميزة |||| مزايا العضوية |||| مزايا |||| ميزةً |||| ميزة',
  fields: { name: 'الاسم (إنجليزي)', nameAr: 'الاسم (عربي)', category: 'الفئة', description: 'الوصف', isActive: 'معروضة' },
  enums: { category: { access: 'الدخول', training: 'التدريب', services: 'الخدمات', discounts: 'الخصومات', events: 'الفعاليات' } },
});
