import type { payslips } from '@club/schema/resources/payslips';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof payslips>({
  name: 'Payslip |||| Payslips',
  fields: {
    payrollRunId: 'Payroll run',
    employeeId: 'Employee',
    month: 'Month',
    departmentId: 'Department',
    nationalId: 'National ID / iqama',
    bankIban: 'IBAN',
    paidDays: 'Days paid',
    basicSalary: 'Basic salary',
    housingAllowance: 'Housing allowance',
    transportAllowance: 'Transport allowance',
    otherAllowances: 'Other allowances',
    overtimeHours: 'Overtime (hours)',
    overtimePay: 'Overtime pay',
    grossPay: 'Gross pay',
    unpaidLeaveDays: 'Unpaid leave (days)',
    unpaidLeaveDeduction: 'Unpaid leave deduction',
    absenceDays: 'Absence without excuse (days)',
    absenceDeduction: 'Absence deduction',
    penaltiesDeduction: 'Penalties',
    advanceInstalment: 'Salary advance instalment',
    carriedIn: 'Deductions carried from last month',
    deductionCap: 'Most that may be withheld (half the pay earned)',
    carriedOver: 'Deductions carried to next month',
    totalDeductions: 'Total deductions',
    gosiWage: 'GOSI contribution wage',
    gosiEmployee: 'GOSI (employee)',
    gosiEmployer: "GOSI, employer's share (not deducted)",
    netPay: 'Net pay',
  },
  rules: {
    onePerEmployee: 'The employee has a payslip in this run already',
  },
});
