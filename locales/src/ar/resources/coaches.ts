import type { coaches } from '@club/schema/resources/coaches';
import { defineResourceLocale } from '../../types';
import { nationalityLabels } from '../peopleLabels';

export const locale = defineResourceLocale<typeof coaches>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مدربون |||| مدرب |||| المدربون |||| مدربين |||| مدربًا |||| مدرب',
  fields: {
    fullName: 'الاسم الكامل',
    fullNameAr: 'الاسم الكامل بالعربية',
    employeeId: 'الموظف',
    nationality: 'الجنسية',
    phone: 'الجوال',
    email: 'البريد الإلكتروني',
    specialisation: 'التخصص',
    licenceLevel: 'الرخصة التدريبية',
    licenceNumber: 'رقم الرخصة',
    licenceExpiry: 'انتهاء الرخصة',
    licenceState: 'حالة الرخصة',
    joinDate: 'تاريخ الالتحاق',
    status: 'الحالة',
    notes: 'ملاحظات',
  },
  enums: {
    nationality: nationalityLabels,
    specialisation: { headCoach: 'مدرب رئيسي', assistantCoach: 'مدرب مساعد', goalkeeping: 'مدرب حراس', fitness: 'مدرب لياقة', youthDevelopment: 'تطوير الناشئين', analyst: 'محلل أداء' },
    licenceLevel: { afcPro: 'رخصة آسيوية احترافية', afcA: 'رخصة آسيوية A', afcB: 'رخصة آسيوية B', afcC: 'رخصة آسيوية C', grassroots: 'رخصة البراعم', none: 'بلا رخصة' },
    licenceState: { valid: 'سارية', expiringSoon: 'تنتهي قريبًا', expired: 'منتهية', none: 'بلا رخصة' },
    status: { active: 'نشط', inactive: 'غير نشط' },
  },
  rules: {
    licenceExpiry: 'للرخصة تاريخ انتهاء',
  },
});
