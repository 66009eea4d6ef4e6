import { defineResource, f } from '../index';

// Violations and penalties (SPEC §2 /hr/PenaltiesViolations): the violation, how many times the
// employee committed it in the last 180 days (counted by the server, the penalty grows with it), the
// action taken and any deduction, which never passes five days' wage in one month (art. 66).
export const penalties = defineResource({
  name: 'penalties',
  route: '/hr/PenaltiesViolations',
  menu: { group: 'hr', icon: 'Gavel', order: 51 },
  recordRepresentation: 'number',
  fields: {
    number: f.sequence({ prefix: 'PEN' }),
    employeeId: f.reference('employees', { required: true }),
    violation: f.enum(['lateness', 'absence', 'earlyLeave', 'misconduct', 'safety', 'uniform', 'other'], { required: true }),
    date: f.date({ required: true, default: 'now' }),
    occurrence: f.integer({ readOnly: true }),
    action: f.enum(['verbalWarning', 'writtenWarning', 'deduction', 'suspension', 'termination'], { required: true }),
    deductionDays: f.decimal({ min: 0, max: 5, default: 0 }),
    deductionAmount: f.money({ readOnly: true, sensitive: { grant: 'salaries' } }),
    details: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['number', 'employeeId', 'violation', 'date', 'occurrence', 'action', 'deductionDays'], sort: ['date', 'DESC'] },
  filters: { violation: { alwaysOn: true }, action: { alwaysOn: true }, employeeId: {}, date: { ops: ['gte', 'lte'] } },
  checks: {
    deductionDays: { kind: 'override', field: 'deductionDays' },
    fiveDaysAMonth: { kind: 'override', field: 'deductionDays' },
  },
});
