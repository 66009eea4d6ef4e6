import { defineResource, f } from '../index';
import { approvalActions, approvalFields } from '../approvals';

// Employees' requests (SPEC §2 /hr/AutomatedRequests): leave of each type, a salary letter, an
// advance, a custody item. Each walks the approval route of its type step by step; a leave's days
// leave the employee's balance only when the last step approves it. The requester (or the
// employee's own account) sees their own requests and where each one stands.
export const employeeRequests = defineResource({
  name: 'employeeRequests',
  route: '/hr/AutomatedRequests',
  menu: { group: 'hr', icon: 'Assignment', order: 30 },
  recordRepresentation: 'number',
  fields: {
    number: f.sequence({ prefix: 'HR' }),
    employeeId: f.reference('employees', { required: true }),
    type: f.enum(['annualLeave', 'sickLeave', 'emergencyLeave', 'unpaidLeave', 'salaryLetter', 'salaryAdvance', 'custody'], { required: true }),
    startDate: f.date(),
    endDate: f.date(),
    // Calendar days of a leave, first and last included: derived by the server.
    days: f.decimal({ readOnly: true }),
    amount: f.money({ min: 1, max: 1_000_000 }),
    assetId: f.reference('assets'),
    reason: f.longText({ maxLength: 2000 }),
    requesterId: f.reference('users', { readOnly: true }),
    ...approvalFields,
  },
  list: { columns: ['number', 'employeeId', 'type', 'startDate', 'days', 'status', 'awaitingRoleId', 'awaitingUserId'], sort: ['createdAt', 'DESC'] },
  filters: {
    status: { alwaysOn: true },
    type: { alwaysOn: true },
    employeeId: {},
    awaitingRoleId: {},
    awaitingUserId: {},
    startDate: { ops: ['gte', 'lte'] },
  },
  access: { member: ['list', 'show', 'create'] },
  scope: { owners: ['requesterId', 'employeeId.userId', 'awaitingUserId'], everyone: { grant: 'allEmployeeRequests', roles: ['manager'] } },
  actions: approvalActions,
});
