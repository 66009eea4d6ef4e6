import type { departments } from '@club/schema/resources/departments';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof departments>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'إدارات |||| إدارة |||| الإدارات |||| إدارات |||| إدارةً |||| إدارة',
  fields: {
    name: 'الاسم',
    nameAr: 'الاسم بالعربية',
    code: 'الرمز',
    parentId: 'الإدارة الأم',
    managerId: 'المدير',
    costCentre: 'مركز التكلفة',
    description: 'الوصف',
  },
  rules: {
    notUnderItself: 'لا تتبع الإدارة نفسها ولا إحدى وحداتها',
  },
});
