import type { volunteers } from '@club/schema/resources/volunteers';
import { defineResourceLocale } from '../../types';

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
    gender: {
      male: 'ذكر',
      female: 'أنثى',
    },
    skills: {
      firstAid: 'إسعافات أولية',
      organising: 'تنظيم',
      translation: 'ترجمة',
      media: 'إعلام',
      driving: 'قيادة',
      technology: 'تقنية',
      coaching: 'تدريب رياضي',
      hospitality: 'ضيافة',
    },
    status: {
      active: 'نشط',
      inactive: 'غير نشط',
      blocked: 'محظور',
    },
  },
});
