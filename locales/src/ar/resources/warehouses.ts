import type { warehouses } from '@club/schema/resources/warehouses';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof warehouses>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مستودعات |||| مستودع |||| المستودعات |||| مستودعات |||| مستودعًا |||| مستودع',
  fields: {
    name: 'اسم المستودع',
    code: 'رمز المستودع',
    location: 'الموقع',
    managerId: 'أمين المستودع',
    capacity: 'السعة التخزينية',
    isActive: 'نشط',
    notes: 'ملاحظات',
  },
});
