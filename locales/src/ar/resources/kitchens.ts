import type { kitchens } from '@club/schema/resources/kitchens';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof kitchens>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مطابخ |||| مطبخ |||| المطابخ |||| مطابخ |||| مطبخًا |||| مطبخ',
  fields: {
    name: 'الاسم',
    facilityId: 'المبنى',
    warehouseId: 'المخزن',
    supervisorId: 'المشرف',
    servingsPerMeal: 'الحصص في الوجبة',
    status: 'الحالة',
    healthCertificateExpiry: 'انتهاء الشهادة الصحية',
    phone: 'الهاتف',
    notes: 'ملاحظات',
  },
  enums: {
    status: { operating: 'يعمل', maintenance: 'تحت الصيانة', closed: 'مغلق' },
  },
  rules: {
    inABuilding: 'يكون المطبخ في مبنى أو معسكر، لا في ملعب',
  },
});
