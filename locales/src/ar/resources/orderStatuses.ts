import type { orderStatuses } from '@club/schema/resources/orderStatuses';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof orderStatuses>({
  name: 'حالات الطلبات |||| حالة طلب |||| حالات الطلبات |||| حالات طلبات |||| حالةً |||| حالة',
  fields: { domain: 'الوحدة', code: 'الرمز', name: 'الاسم (إنجليزي)', nameAr: 'الاسم (عربي)', position: 'الترتيب', color: 'اللون', isInitial: 'تبدأ بها الطلبات الجديدة', isFinal: 'تغلق الطلب' },
  enums: {
    domain: { hr: 'الموارد البشرية', warehouse: 'المستودعات', maintenance: 'الصيانة' },
    color: { grey: 'رمادي', blue: 'أزرق', amber: 'كهرماني', green: 'أخضر', red: 'أحمر' },
  },
  rules: {
    initialNotFinal: 'الخطوة التي تبدأ بها الطلبات لا تغلقها',
  },
});
