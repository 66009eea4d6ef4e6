import type { leaveBalances } from '@club/schema/resources/leaveBalances';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof leaveBalances>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'أرصدة إجازات |||| رصيد إجازة |||| أرصدة الإجازات |||| أرصدة إجازات |||| رصيدَ إجازة |||| رصيد إجازة',
  fields: {
    employeeId: 'الموظف',
    leaveTypeId: 'نوع الإجازة',
    balance: 'الرصيد (أيام)',
  },
});
