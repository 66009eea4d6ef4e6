import type { payrollNotifications } from '@club/schema/resources/payrollNotifications';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof payrollNotifications>({
  name: 'Payroll notification |||| Payroll notifications',
  fields: {
    employeeId: 'Employee',
    month: 'Month (YYYY-MM)',
    otherAdditions: 'Other additions',
    otherDeductions: 'Other deductions',
    notes: 'Notes',
    status: 'Status',
    basicSalary: 'Basic salary',
    allowances: 'Allowances',
    rewardsTotal: 'Rewards',
    penaltiesTotal: 'Penalties',
    unpaidLeaveDays: 'Unpaid leave (days)',
    unpaidLeaveDeduction: 'Unpaid leave deduction',
    gosiDeduction: 'GOSI',
    netPay: 'Net pay',
  },
  enums: {
    status: { draft: 'Draft', issued: 'Issued' },
  },
  rules: {
    issuedIsFinal: 'An issued payroll notification is final',
    netNotNegative: 'The deductions exceed the pay of the month',
    oncePerMonth: 'The employee already has a payroll notification for this month',
  },
});
