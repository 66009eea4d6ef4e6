import type { pages } from '@club/schema/resources/pages';
import { defineResourceLocale } from '../../types';
import { menuGroups } from '../menuGroups';

export const locale = defineResourceLocale<typeof pages>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'صفحات |||| صفحة |||| إدارة الصفحات |||| صفحات |||| صفحةً |||| صفحة',
  permission: 'إدارة الصفحات',
  fields: {
    key: 'المفتاح',
    label: 'تسمية الصلاحية',
    labelAr: 'تسمية الصلاحية بالعربية',
    route: 'المسار',
    group: 'مجموعة القائمة',
    actions: 'الإجراءات',
    enabled: 'مفعّلة',
    description: 'الوصف',
  },
  enums: {
    group: menuGroups,
    actions: { list: 'عرض القائمة', show: 'عرض السجل', create: 'إنشاء', edit: 'تعديل', delete: 'حذف', export: 'تصدير', import: 'استيراد' },
  },
  rules: {
    alwaysOn: 'لا يمكن تعطيل الصفحة \'%{page}\': بدونها لا يستطيع أحد إدارة الصلاحيات',
  },
});
