import type { leaveMovements } from '@club/schema/resources/leaveMovements';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof leaveMovements>({
  name: 'Balance movement |||| Balance history',
  fields: {
    date: 'Date',
    employeeId: 'Employee',
    leaveTypeId: 'Leave type',
    kind: 'Movement',
    days: 'Days',
    period: 'For',
    requestId: 'Leave request',
    leaveBalanceId: 'Balance',
    note: 'Note',
  },
  enums: {
    kind: {
      adjustment: 'Adjustment',
      opening: 'Opening balance',
      accrual: 'Monthly accrual',
      grant: 'Yearly grant',
      carryOver: 'Above the carry-over cap',
      expiry: 'Carried days expired',
      taken: 'Leave taken',
      returned: 'Leave cancelled: days returned',
    },
  },
  rules: {
    balanceType: 'Only a leave type kept as a balance (accrued monthly or granted yearly) has a balance to adjust',
    noteNeeded: 'An adjustment says why',
    adjustmentDays: 'The balance of %{type} is %{balance} days: a change of %{days} would take it below zero',
    adjustmentNoDays: 'An adjustment moves some days',
    onePerPeriod: 'This movement of this period is written already (%{record})',
    oncePerRequest: "This request's days are moved already (%{record})",
  },
});
