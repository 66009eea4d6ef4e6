import type { rewards } from '@club/schema/resources/rewards';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof rewards>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مكافآت |||| مكافأة |||| المكافآت |||| مكافآت |||| مكافأةً |||| مكافأة',
  fields: {
    number: 'الرقم',
    employeeId: 'الموظف',
    type: 'النوع',
    date: 'التاريخ',
    amount: 'المبلغ',
    reason: 'السبب',
  },
  enums: {
    type: { bonus: 'مكافأة مالية', thanksCertificate: 'شهادة شكر', gift: 'هدية', extraLeave: 'إجازة إضافية', promotionRecommendation: 'توصية بالترقية' },
  },
});
