import { defineResource, f } from '../index';

const salaries = { grant: 'salaries' } as const;

// Employment contracts and their renewals (SPEC §2 /hr/ContractRenewal): a fixed-term contract has
// its end; a renewal starts after the contract it renews, which then counts as renewed; an employee
// has one contract in force at a time. Probation is 180 days at most (art. 53). A contract in force
// about to end is announced by email to HR and the employee's manager (a scheduled job, once).
export const employeeContracts = defineResource({
  name: 'employeeContracts',
  route: '/hr/ContractRenewal',
  menu: { group: 'hr', icon: 'Assignment', order: 40 },
  recordRepresentation: 'number',
  fields: {
    number: f.sequence({ prefix: 'CON' }),
    employeeId: f.reference('employees', { required: true }),
    contractType: f.enum(['unlimited', 'fixedTerm', 'partTime', 'temporary', 'training'], { required: true, default: 'fixedTerm' }),
    startDate: f.date({ required: true, hijri: true }),
    endDate: f.date({ hijri: true }),
    probationDays: f.integer({ required: true, min: 0, max: 180, default: 90 }),
    basicSalary: f.money({ min: 0, max: 1_000_000, sensitive: salaries }),
    housingAllowance: f.money({ min: 0, max: 1_000_000, default: 0, sensitive: salaries }),
    transportAllowance: f.money({ min: 0, max: 1_000_000, default: 0, sensitive: salaries }),
    renewalOfId: f.reference('employeeContracts'),
    status: f.enum(['active', 'renewed', 'ended', 'terminated'], { required: true, default: 'active' }),
    notes: f.longText({ maxLength: 2000 }),
    // When HR and the manager were told the contract is about to end (the HR settings say how long ahead).
    reminderSentAt: f.datetime({ readOnly: true }),
  },
  checks: {
    fixedTermEnds: { kind: 'required', field: 'endDate', when: { contractType: ['fixedTerm'] } },
    endsAfterStart: { kind: 'after', field: 'endDate', than: 'startDate' },
    renewsAfterEnd: { kind: 'after', field: 'startDate', than: 'renewalOfId.endDate' },
    renewsOwnContract: { kind: 'override', field: 'renewalOfId' },
  },
  constraints: {
    oneInForce: { kind: 'noOverlap', start: 'startDate', end: 'endDate', per: ['employeeId'], when: { status: ['active'] }, openEnd: true, inclusive: true },
  },
  list: { columns: ['number', 'employeeId', 'contractType', 'startDate', 'endDate', 'status'], sort: ['endDate', 'ASC'] },
  filters: { status: { alwaysOn: true }, contractType: { alwaysOn: true }, employeeId: {}, endDate: { ops: ['gte', 'lte'] } },
});
