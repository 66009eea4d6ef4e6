import type { volunteers } from '@club/schema/resources/volunteers';
import { defineResourceLocale } from '../../types';
import { skillLabels } from '../volunteerLabels';
import { genderLabels } from '../peopleLabels';

export const locale = defineResourceLocale<typeof volunteers>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'متطوعين |||| متطوع |||| المتطوعون |||| متطوعين |||| متطوعًا |||| متطوع',
  fields: {
    fullName: 'الاسم الكامل',
    nationalId: 'رقم الهوية / الإقامة',
    phone: 'الجوال',
    email: 'البريد الإلكتروني',
    gender: 'الجنس',
    dateOfBirth: 'تاريخ الميلاد',
    city: 'المدينة',
    skills: 'المهارات',
    approvedHours: 'الساعات المعتمدة',
    notes: 'ملاحظات',
    status: 'الحالة',
  },
  enums: {
    gender: genderLabels,
    skills: skillLabels,
    status: {
      active: 'نشط',
      inactive: 'غير نشط',
      blocked: 'محظور',
    },
  },
});
