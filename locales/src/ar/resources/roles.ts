import type { roles } from '@club/schema/resources/roles';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof roles>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'أدوار |||| دور |||| الأدوار |||| أدوار |||| دورًا |||| دور',
  permission: 'الأدوار والصلاحيات',
  fields: {
    key: 'المفتاح',
    name: 'الاسم',
    nameAr: 'الاسم بالعربية',
    rank: 'الرتبة',
    description: 'الوصف',
    permissions: 'صلاحيات الصفحات',
  },
});
