import type { orderTypes } from '@club/schema/resources/orderTypes';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof orderTypes>({
  name: 'أنواع الطلبات |||| نوع طلب |||| أنواع الطلبات |||| أنواع طلبات |||| نوعًا |||| نوع',
  fields: { code: 'الرمز', name: 'الاسم (إنجليزي)', nameAr: 'الاسم (عربي)', domain: 'الوحدة', requiresApproval: 'يتطلب اعتمادًا', slaDays: 'أيام الرد', isActive: 'مستخدم' },
  enums: { domain: { hr: 'الموارد البشرية', warehouse: 'المستودعات', maintenance: 'الصيانة' } },
});
