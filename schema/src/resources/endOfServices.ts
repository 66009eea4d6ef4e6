import { defineResource, f } from '../index';
import { approvalFields, approvalWorkflow } from '../approvals';

const salaries = { grant: 'salaries' } as const;

// End of service (SPEC §2 /hr/EndService): why and when an employee leaves, and the award the
// Saudi labour law gives for that reason and the years served (arts. 84, 85, 80, 81) on the last
// wage the payroll paid, computed by the server and shown step by step. It walks the end-of-service approval route; the
// employee's status becomes terminated when the last step approves it.
export const endOfServices = defineResource({
  name: 'endOfServices',
  route: '/hr/EndService',
  menu: { group: 'hr', icon: 'BusinessCenter', order: 60 },
  recordRepresentation: 'number',
  fields: {
    number: f.sequence({ prefix: 'EOS' }),
    employeeId: f.reference('employees', { required: true }),
    reason: f.enum(['resignation', 'employerTermination', 'contractExpiry', 'retirement', 'death', 'forceMajeure', 'article80Dismissal', 'article81Resignation'], { required: true }),
    lastWorkingDay: f.date({ required: true }),
    notes: f.longText({ maxLength: 2000 }),
    // Derived by the server (api/src/overrides/endOfServices.ts): the years, the last wage (of the
    // employee's last locked payroll month, else their record's pay) and the award step by step.
    serviceYears: f.decimal({ readOnly: true }),
    monthlyWage: f.money({ readOnly: true, sensitive: salaries }),
    wageSource: f.enum(['payroll', 'employeeRecord'], { readOnly: true }),
    wageMonth: f.text({ readOnly: true, maxLength: 7 }),
    halfMonthYears: f.decimal({ readOnly: true }),
    halfMonthAward: f.money({ readOnly: true, sensitive: salaries }),
    fullMonthYears: f.decimal({ readOnly: true }),
    fullMonthAward: f.money({ readOnly: true, sensitive: salaries }),
    fullAward: f.money({ readOnly: true, sensitive: salaries }),
    // How much of the full award the reason of leaving gives (art. 85 for a resignation).
    awardShare: f.enum(['all', 'twoThirds', 'oneThird', 'none'], { readOnly: true }),
    award: f.money({ readOnly: true, sensitive: salaries }),
    requesterId: f.reference('users', { readOnly: true }),
    ...approvalFields,
  },
  list: { columns: ['number', 'employeeId', 'reason', 'lastWorkingDay', 'serviceYears', 'award', 'status'], sort: ['createdAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, reason: { alwaysOn: true }, employeeId: {}, lastWorkingDay: { ops: ['gte', 'lte'] } },
  checks: {
    lastDayAfterHire: { kind: 'after', field: 'lastWorkingDay', than: 'employeeId.hireDate', orSame: true },
  },
  // One end of service of an employee on its way or done (a rejected or cancelled one is not).
  constraints: {
    oneEndOfService: { kind: 'unique', fields: ['employeeId'], when: { status: ['pending', 'approved'] } },
  },
  workflow: approvalWorkflow({ requestType: { value: 'endOfService' }, typeField: 'reason', requesters: ['requesterId', 'employeeId.userId'], madeBy: 'requesterId' }),
});
