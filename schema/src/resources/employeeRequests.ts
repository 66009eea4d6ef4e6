import { defineResource, f } from '../index';
import { approvalFields, approvalWorkflow, requesterChecks } from '../approvals';

/** The request types that are leave: days off, each but unpaid leave drawn from a balance. */
const LEAVES = ['annualLeave', 'sickLeave', 'emergencyLeave', 'unpaidLeave'] as const;
const TYPES = [...LEAVES, 'salaryLetter', 'salaryAdvance', 'custody'] as const;
const NOT_LEAVES = TYPES.filter((type) => !(LEAVES as readonly string[]).includes(type));

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
    type: f.enum(TYPES, { required: true }),
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
  workflow: approvalWorkflow({ requestType: { field: 'type' }, requesters: ['requesterId', 'employeeId.userId'], madeBy: 'requesterId' }),
  checks: {
    ...requesterChecks,
    // A leave has its first and last day, in order; an advance its amount, a custody request its asset.
    startDateNeeded: { kind: 'required', field: 'startDate', when: { type: LEAVES } },
    endDateNeeded: { kind: 'required', field: 'endDate', when: { type: LEAVES } },
    lastDayNotBeforeFirst: { kind: 'after', field: 'endDate', than: 'startDate', orSame: true, when: { type: LEAVES } },
    amountNeeded: { kind: 'required', field: 'amount', when: { type: ['salaryAdvance'] } },
    assetNeeded: { kind: 'required', field: 'assetId', when: { type: ['custody'] } },
    // What another type asks for means nothing here: emptied on save, and not offered by the form.
    datesOfLeaveOnly: { kind: 'absent', field: 'startDate', when: { type: NOT_LEAVES }, clear: true },
    lastDayOfLeaveOnly: { kind: 'absent', field: 'endDate', when: { type: NOT_LEAVES }, clear: true },
    amountOfAdvanceOnly: { kind: 'absent', field: 'amount', when: { type: TYPES.filter((type) => type !== 'salaryAdvance') }, clear: true },
    assetOfCustodyOnly: { kind: 'absent', field: 'assetId', when: { type: TYPES.filter((type) => type !== 'custody') }, clear: true },
    // Judged by api/src/overrides/employeeRequests.ts: the days within the balance, when made and
    // when finally approved.
    leaveBalance: { kind: 'override', field: 'endDate' },
    balanceAtApproval: { kind: 'override', field: 'days' },
  },
  constraints: {
    // No other leave of the employee's on those days, waiting or granted (first and last day included).
    leaveOverlap: { kind: 'noOverlap', start: 'startDate', end: 'endDate', per: ['employeeId'], when: { type: LEAVES, status: ['pending', 'approved'] }, inclusive: true },
  },
});
