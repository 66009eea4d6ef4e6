import type { users } from '@club/schema/resources/users';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof users>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مستخدمين |||| مستخدم |||| المستخدمون |||| مستخدمين |||| مستخدمًا |||| مستخدم',
  fields: {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    firstNameAr: 'الاسم الأول بالعربية',
    lastNameAr: 'اسم العائلة بالعربية',
    username: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    password: 'كلمة المرور',
    roleId: 'الدور',
    status: 'الحالة',
    description: 'الوصف',
    photo: 'الصورة',
    preferences: 'التفضيلات',
  },
  enums: {
    status: { active: 'نشط', inactive: 'غير نشط', invited: 'مدعو', suspended: 'موقوف' },
  },
});
