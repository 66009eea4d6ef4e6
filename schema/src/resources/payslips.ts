import { defineResource, f, PERSONAL_IDENTIFIERS } from '../index';
import { PERIOD_PATTERN } from './depreciations';

// An employee's payslip of a payroll run (issue 48), written only by the run's computation
// (api/src/payroll/) and unchanged once the run is locked: the month's earnings, each deduction,
// the half-wage cap and what it carries to next month (arts. 92–93), GOSI's two shares and the net,
// with the name, ID and IBAN the bank's WPS file takes as they were. An off-cycle run's payslip
// holds what it adds to the month's locked runs. Read as a document in both languages; an employee
// with an account reads their own, holders of the salaries grant every one.
export const payslips = defineResource({
  name: 'payslips',
  route: '/hr/PayrollRuns/payslips',
  menu: { group: 'hr', icon: 'ReceiptLong', order: 54 },
  recordRepresentation: ['employeeId', 'month'],
  readOnly: true,
  document: {
    facts: ['month', 'payrollRunId', 'paidDays'],
    party: ['employeeId', 'departmentId', 'nationalId', 'bankIban'],
    body: [
      'basicSalary', 'housingAllowance', 'transportAllowance', 'otherAllowances', 'overtimeHours', 'overtimePay',
      'unpaidLeaveDays', 'unpaidLeaveDeduction', 'reducedPayDays', 'reducedPayDeduction', 'absenceDays', 'absenceDeduction', 'penaltiesDeduction', 'advanceInstalment', 'carriedIn',
      'deductionCap', 'carriedOver', 'gosiWage', 'gosiEmployer',
    ],
    totals: ['grossPay', 'totalDeductions', 'gosiEmployee', 'netPay'],
  },
  fields: {
    payrollRunId: f.reference('payrollRuns', { required: true }),
    employeeId: f.reference('employees', { required: true }),
    month: f.text({ required: true, maxLength: 7, pattern: PERIOD_PATTERN, search: true }),
    departmentId: f.reference('departments'),
    nationalId: f.text({ maxLength: 20, sensitive: PERSONAL_IDENTIFIERS }),
    bankIban: f.text({ maxLength: 34 }),
    // Days of the month paid: 30, fewer for one hired during it (a day is a month's wage ÷ 30).
    paidDays: f.decimal(),
    basicSalary: f.money(),
    housingAllowance: f.money(),
    transportAllowance: f.money(),
    otherAllowances: f.money(),
    overtimeHours: f.decimal(),
    // Art. 107: the hour's basic wage and half of it again.
    overtimePay: f.money(),
    grossPay: f.money(),
    unpaidLeaveDays: f.decimal(),
    unpaidLeaveDeduction: f.money(),
    // Days of a leave paid in part by its type's pay tiers (sick leave past its 30 days at full pay,
    // art. 117), and the part of their pay not earned.
    reducedPayDays: f.decimal(),
    reducedPayDeduction: f.money(),
    absenceDays: f.decimal(),
    absenceDeduction: f.money(),
    penaltiesDeduction: f.money(),
    advanceInstalment: f.money(),
    // Deductions last month's cap carried to this one, and this month's carried to the next.
    carriedIn: f.money(),
    deductionCap: f.money(),
    carriedOver: f.money(),
    // Every deduction but GOSI, within the cap.
    totalDeductions: f.money(),
    gosiWage: f.money(),
    gosiEmployee: f.money(),
    gosiEmployer: f.money(),
    netPay: f.money(),
  },
  list: { columns: ['month', 'employeeId', 'departmentId', 'grossPay', 'totalDeductions', 'netPay', 'payrollRunId'], sort: ['month', 'DESC'] },
  filters: { payrollRunId: { alwaysOn: true }, employeeId: { alwaysOn: true }, departmentId: {}, month: {} },
  indexes: [['employeeId', 'month']],
  access: { manager: ['list', 'show'], member: ['list', 'show'] },
  // One's own payslips (through one's employee record); every one with the salaries grant.
  scope: { owners: ['employeeId.userId'], everyone: { grant: 'salaries' } },
  constraints: {
    onePerEmployee: { kind: 'unique', fields: ['payrollRunId', 'employeeId'] },
  },
});
