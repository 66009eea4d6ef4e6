import { defineResource, f } from '../index';
import { approvalFields, approvalWorkflow, requesterChecks } from '../approvals';

// Overtime (SPEC §2 /hr/Extra): hours worked beyond the schedule on a day, paid at the hourly wage
// plus half of it (Saudi labour law art. 107); the amount is derived by the server and read only
// with the salaries grant. It walks the overtime approval route.
export const overtimeRequests = defineResource({
  name: 'overtimeRequests',
  route: '/hr/Extra',
  menu: { group: 'hr', icon: 'CalendarMonth', order: 23 },
  recordRepresentation: 'number',
  fields: {
    number: f.sequence({ prefix: 'OVT' }),
    employeeId: f.reference('employees', { required: true }),
    date: f.date({ required: true }),
    hours: f.decimal({ required: true, min: 0.5, max: 12 }),
    reason: f.longText({ required: true, maxLength: 1000 }),
    // basic ÷ 30 ÷ the working day's hours (HR settings) × 1.5 per hour, by the employee's basic salary.
    amount: f.money({ readOnly: true, sensitive: { grant: 'salaries' } }),
    requesterId: f.reference('users', { readOnly: true }),
    ...approvalFields,
  },
  list: { columns: ['number', 'employeeId', 'date', 'hours', 'amount', 'status', 'awaitingRoleId'], sort: ['date', 'DESC'] },
  filters: { status: { alwaysOn: true }, employeeId: { alwaysOn: true }, date: { ops: ['gte', 'lte'] }, awaitingRoleId: {}, awaitingUserId: {} },
  access: { member: ['list', 'show', 'create'] },
  scope: { owners: ['requesterId', 'employeeId.userId', 'awaitingUserId'], everyone: { grant: 'allEmployeeRequests', roles: ['manager'] } },
  workflow: approvalWorkflow({ requestType: { value: 'overtime' }, typeField: 'hours', requesters: ['requesterId', 'employeeId.userId'], madeBy: 'requesterId' }),
  checks: {
    ...requesterChecks,
    overtimeAllowed: { kind: 'override', field: 'employeeId' },
  },
});
