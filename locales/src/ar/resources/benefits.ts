import type { benefits } from '@club/schema/resources/benefits';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof benefits>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مزايا |||| ميزة |||| مزايا الموظفين |||| مزايا |||| ميزةً |||| ميزة',
  fields: {
    employeeId: 'الموظف',
    type: 'النوع',
    provider: 'مقدم الخدمة',
    coverage: 'التغطية',
    policyNumber: 'رقم الوثيقة',
    monthlyCost: 'التكلفة الشهرية',
    startDate: 'تبدأ في',
    endDate: 'تنتهي في',
    status: 'الحالة',
    notes: 'ملاحظات',
  },
  enums: {
    type: { medicalInsurance: 'تأمين طبي', tuition: 'رسوم دراسية', housing: 'سكن', transport: 'مواصلات', mobile: 'خط جوال', gym: 'اشتراك نادٍ رياضي', ticket: 'تذكرة سفر سنوية' },
    coverage: { employee: 'الموظف', employeeAndSpouse: 'الموظف والزوج', family: 'العائلة' },
    status: { active: 'سارية', suspended: 'موقوفة', ended: 'منتهية' },
  },
});
