import type { complianceStandards } from '@club/schema/resources/complianceStandards';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof complianceStandards>({
  name: 'معايير امتثال |||| معيار امتثال |||| معايير الامتثال |||| معايير امتثال |||| معيارًا |||| معيار',
  fields: {
    code: 'الرمز',
    title: 'العنوان (إنجليزي)',
    titleAr: 'العنوان (عربي)',
    authority: 'الجهة',
    category: 'الفئة',
    frequency: 'التكرار',
    reminderDays: 'التذكير قبل (أيام)',
    departmentId: 'الإدارة المسؤولة',
    description: 'المتطلب',
    reference: 'رابط اللائحة',
    isActive: 'سارٍ',
  },
  enums: {
    authority: { ministryOfSport: 'وزارة الرياضة', federation: 'الاتحاد الرياضي', zatca: 'هيئة الزكاة والضريبة والجمارك', civilDefense: 'الدفاع المدني', municipality: 'الأمانة', hrsd: 'وزارة الموارد البشرية', sdaia: 'سدايا (حماية البيانات)', other: 'أخرى' },
    category: { financial: 'مالي', safety: 'السلامة', governance: 'الحوكمة', sport: 'رياضي', labour: 'العمل', dataProtection: 'حماية البيانات' },
    frequency: { once: 'مرة واحدة', monthly: 'شهري', quarterly: 'ربع سنوي', semiAnnual: 'نصف سنوي', annual: 'سنوي' },
  },
});
