import type { sponsors } from '@club/schema/resources/sponsors';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof sponsors>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'رعاة |||| راعٍ |||| الرعاة |||| رعاة |||| راعيًا |||| راعٍ',
  permission: 'الرعاة',
  fields: {
    name: 'اسم الراعي',
    tier: 'فئة الرعاية',
    sector: 'القطاع',
    crNumber: 'رقم السجل التجاري',
    contactPerson: 'مسؤول التواصل',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    website: 'الموقع الإلكتروني',
    status: 'الحالة',
    notes: 'ملاحظات',
  },
  enums: {
    tier: { platinum: 'بلاتيني', gold: 'ذهبي', silver: 'فضي', bronze: 'برونزي', partner: 'شريك' },
    sector: {
      telecom: 'الاتصالات',
      banking: 'البنوك والتمويل',
      energy: 'الطاقة',
      automotive: 'السيارات',
      aviation: 'الطيران والسفر',
      retail: 'تجارة التجزئة',
      food: 'الأغذية والمشروبات',
      healthcare: 'الرعاية الصحية',
      realEstate: 'العقار والتشييد',
      media: 'الإعلام',
      technology: 'التقنية',
      government: 'جهة حكومية',
      other: 'أخرى',
    },
    status: { active: 'نشط', prospect: 'محتمل', expired: 'منتهي الرعاية' },
  },
});
