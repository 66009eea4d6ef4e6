import { defineResource, f } from '../index';

const salaries = { grant: 'salaries' } as const;

// The month's payroll notification of an employee (SPEC §2 /hr/PayrollNotifications): the pay, the
// month's rewards and other additions, its penalties' deductions and unpaid leave, and the net, all
// computed by the server from the records of that month. One per employee and month; final once issued.
export const payrollNotifications = defineResource({
  name: 'payrollNotifications',
  route: '/hr/PayrollNotifications',
  menu: { group: 'hr', icon: 'RequestQuote', order: 52 },
  recordRepresentation: ['employeeId', 'month'],
  fields: {
    employeeId: f.reference('employees', { required: true }),
    month: f.text({ required: true, pattern: '^20[0-9]{2}-(0[1-9]|1[0-2])$' }),
    otherAdditions: f.money({ min: 0, max: 1_000_000, default: 0, sensitive: salaries }),
    otherDeductions: f.money({ min: 0, max: 1_000_000, default: 0, sensitive: salaries }),
    notes: f.longText({ maxLength: 1000 }),
    status: f.enum(['draft', 'issued'], { required: true, default: 'draft' }),
    // Derived by the server (api/src/overrides/payrollNotifications.ts).
    basicSalary: f.money({ readOnly: true, sensitive: salaries }),
    allowances: f.money({ readOnly: true, sensitive: salaries }),
    rewardsTotal: f.money({ readOnly: true, sensitive: salaries }),
    penaltiesTotal: f.money({ readOnly: true, sensitive: salaries }),
    unpaidLeaveDays: f.decimal({ readOnly: true }),
    unpaidLeaveDeduction: f.money({ readOnly: true, sensitive: salaries }),
    gosiDeduction: f.money({ readOnly: true, sensitive: salaries }),
    netPay: f.money({ readOnly: true, sensitive: salaries }),
  },
  list: { columns: ['employeeId', 'month', 'status', 'rewardsTotal', 'penaltiesTotal', 'netPay'], sort: ['month', 'DESC'] },
  filters: { status: { alwaysOn: true }, employeeId: { alwaysOn: true }, month: {} },
  indexes: [['employeeId', 'month']],
  checks: {
    issuedIsFinal: { kind: 'override', field: 'status' },
    netNotNegative: { kind: 'override', field: 'otherDeductions' },
  },
  constraints: {
    oncePerMonth: { kind: 'unique', fields: ['employeeId', 'month'] },
  },
});
