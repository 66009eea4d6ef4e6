import type { parents } from '@club/schema/resources/parents';
import { defineResourceLocale } from '../../types';
import { genderLabels, nationalityLabels } from '../peopleLabels';

export const locale = defineResourceLocale<typeof parents>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'أولياء أمور |||| ولي أمر |||| أولياء الأمور |||| أولياء أمور |||| ولي أمر |||| ولي أمر',
  fields: {
    fullName: 'الاسم الكامل',
    fullNameAr: 'الاسم الكامل بالعربية',
    nationalId: 'رقم الهوية أو الإقامة',
    gender: 'الجنس',
    nationality: 'الجنسية',
    phone: 'الجوال',
    email: 'البريد الإلكتروني',
    occupation: 'المهنة',
    city: 'المدينة',
    preferredLanguage: 'اللغة المفضلة',
    notes: 'ملاحظات',
  },
  enums: {
    gender: genderLabels,
    nationality: nationalityLabels,
    preferredLanguage: { ar: 'العربية', en: 'الإنجليزية' },
  },
});
