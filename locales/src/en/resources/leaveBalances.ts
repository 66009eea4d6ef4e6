import type { leaveBalances } from '@club/schema/resources/leaveBalances';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof leaveBalances>({
  name: 'Leave balance |||| Leave balances',
  fields: {
    employeeId: 'Employee',
    leaveTypeId: 'Leave type',
    balance: 'Balance (days)',
  },
});
