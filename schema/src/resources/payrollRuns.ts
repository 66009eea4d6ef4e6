import { defineResource, f } from '../index';
import { approvalFields, preparedApprovalWorkflow } from '../approvals';
import { PERIOD_PATTERN } from './depreciations';

const salaries = { grant: 'salaries' } as const;
/** A run that pays or will pay: the month's one regular run, the month's one run under way. */
const STANDING = ['draft', 'pending', 'approved', 'locked'] as const;

// A month's payroll run (issue 48): every active employee's payslip computed from their pay, the
// month's approved overtime, advance instalments, penalties, unpaid leave and absences, GOSI, and the
// half-wage cap on deductions (api/src/payroll/), by its `compute` action while a draft (again as
// often as asked); submitted to the payroll route, approved step by step, then locked: a locked run and its
// payslips never change, its WPS salary file goes to the bank and it posts to the ledger. A
// correction is an off-cycle run of the same month, naming the run it corrects, which pays only
// what the month's locked runs did not.
export const payrollRuns = defineResource({
  name: 'payrollRuns',
  route: '/hr/PayrollRuns',
  menu: { group: 'hr', icon: 'RequestQuote', order: 53 },
  recordRepresentation: ['number', 'month'],
  fields: {
    number: f.sequence({ prefix: 'PAY' }),
    month: f.text({ required: true, maxLength: 7, pattern: PERIOD_PATTERN, search: true }),
    kind: f.enum(['regular', 'offCycle'], { required: true, default: 'regular' }),
    // The locked run of the same month an off-cycle run corrects.
    correctsId: f.reference('payrollRuns'),
    // The day the salaries reach the bank (the WPS file's value date): the month's last day unless given.
    payDate: f.date(),
    notes: f.longText({ maxLength: 2000 }),
    ...approvalFields,
    // Prepared before its route, locked after it.
    status: f.enum(['draft', 'pending', 'approved', 'rejected', 'cancelled', 'locked'], { readOnly: true, default: 'draft' }),
    // Who computed it last and when; who submitted it to the route; who locked it and when.
    computedById: f.reference('users', { readOnly: true }),
    computedAt: f.datetime({ readOnly: true }),
    submittedById: f.reference('users', { readOnly: true }),
    lockedById: f.reference('users', { readOnly: true }),
    lockedAt: f.datetime({ readOnly: true }),
    // Its payslips' totals, kept by the engine.
    employeeCount: f.integer({ readOnly: true }),
    totalGross: f.money({ readOnly: true, sensitive: salaries }),
    totalDeductions: f.money({ readOnly: true, sensitive: salaries }),
    totalNet: f.money({ readOnly: true, sensitive: salaries }),
    totalGosiEmployee: f.money({ readOnly: true, sensitive: salaries }),
    totalGosiEmployer: f.money({ readOnly: true, sensitive: salaries }),
    totalCarriedOver: f.money({ readOnly: true, sensitive: salaries }),
  },
  list: { columns: ['number', 'month', 'kind', 'status', 'employeeCount', 'totalNet', 'awaitingRoleId'], sort: ['month', 'DESC'] },
  filters: { status: { alwaysOn: true }, kind: { alwaysOn: true }, month: {}, awaitingRoleId: {}, awaitingUserId: {} },
  access: { manager: ['list', 'show'] },
  actions: {
    // Reads the month's records into its payslips, again whenever asked while a draft.
    compute: { permission: 'edit', when: { status: ['draft'] } },
  },
  workflow: preparedApprovalWorkflow(
    { requestType: { value: 'payrollRun' }, typeField: 'month', requesters: ['submittedById'], madeBy: 'submittedById' },
    { lock: { from: ['approved'], to: 'locked', stamps: { by: 'lockedById', at: 'lockedAt' } } },
  ),
  rollups: {
    employeeCount: { kind: 'count', of: 'payslips', via: 'payrollRunId', into: 'employeeCount' },
    totalGross: { kind: 'sum', of: 'payslips', via: 'payrollRunId', field: 'grossPay', into: 'totalGross' },
    totalDeductions: { kind: 'sum', of: 'payslips', via: 'payrollRunId', field: 'totalDeductions', into: 'totalDeductions' },
    totalNet: { kind: 'sum', of: 'payslips', via: 'payrollRunId', field: 'netPay', into: 'totalNet' },
    totalGosiEmployee: { kind: 'sum', of: 'payslips', via: 'payrollRunId', field: 'gosiEmployee', into: 'totalGosiEmployee' },
    totalGosiEmployer: { kind: 'sum', of: 'payslips', via: 'payrollRunId', field: 'gosiEmployer', into: 'totalGosiEmployer' },
    totalCarriedOver: { kind: 'sum', of: 'payslips', via: 'payrollRunId', field: 'carriedOver', into: 'totalCarriedOver' },
  },
  // Locked, the month's salaries are an expense of each employee's department and owed to the
  // staff (the net), to GOSI (both shares); advances and last month's carried deductions are
  // recovered, this month's carried ones owed back, penalties kept for the staff's good.
  ledger: [
    {
      when: { status: ['locked'] },
      date: 'month',
      lines: [
        { account: 'expense.salaries', debit: 'grossPay', each: { of: 'payslips', via: 'payrollRunId' }, centres: { departmentId: 'departmentId' } },
        { account: 'expense.salaries', credit: 'unpaidLeaveDeduction', each: { of: 'payslips', via: 'payrollRunId' }, centres: { departmentId: 'departmentId' } },
        { account: 'expense.salaries', credit: 'absenceDeduction', each: { of: 'payslips', via: 'payrollRunId' }, centres: { departmentId: 'departmentId' } },
        { account: 'gosiExpense', debit: 'gosiEmployer', each: { of: 'payslips', via: 'payrollRunId' }, centres: { departmentId: 'departmentId' } },
        { account: 'employeeAdvances', debit: 'carriedOver', each: { of: 'payslips', via: 'payrollRunId' } },
        { account: 'salariesPayable', credit: 'netPay', each: { of: 'payslips', via: 'payrollRunId' } },
        { account: 'gosiPayable', credit: 'gosiEmployee', each: { of: 'payslips', via: 'payrollRunId' } },
        { account: 'gosiPayable', credit: 'gosiEmployer', each: { of: 'payslips', via: 'payrollRunId' } },
        { account: 'employeeAdvances', credit: 'advanceInstalment', each: { of: 'payslips', via: 'payrollRunId' } },
        { account: 'employeeAdvances', credit: 'carriedIn', each: { of: 'payslips', via: 'payrollRunId' } },
        { account: 'penaltiesFund', credit: 'penaltiesDeduction', each: { of: 'payslips', via: 'payrollRunId' } },
      ],
    },
  ],
  checks: {
    // An off-cycle run corrects a locked run of its month (judged by the override: the month).
    correctsLocked: { kind: 'refersTo', field: 'correctsId', where: { status: ['locked'] } },
    correctsSameMonth: { kind: 'override', field: 'correctsId' },
    correctionIsOffCycle: { kind: 'absent', field: 'correctsId', when: { kind: ['regular'] } },
    // Submitted once computed, its payslips those its totals count (judged by the override).
    computedFirst: { kind: 'override', field: 'computedAt' },
  },
  constraints: {
    // One regular run a month, and one run of a month under way at a time (the next computes what the last locked left).
    oneRegularRun: { kind: 'unique', fields: ['month'], when: { kind: ['regular'], status: [...STANDING] } },
    oneOpenRun: { kind: 'unique', fields: ['month'], when: { status: ['draft', 'pending', 'approved'] } },
  },
});
