import { defineResource, f, LEAVE_REQUEST_TYPES } from '../index';
import { approvalFields, approvalWorkflow, requesterChecks } from '../approvals';

/** The request types that are leave: days off of a leave type (leaveTypes), asked as one of these. */
const LEAVES = LEAVE_REQUEST_TYPES;
const TYPES = [...LEAVES, 'salaryLetter', 'salaryAdvance', 'custody'] as const;
const NOT_LEAVES = TYPES.filter((type) => !(LEAVES as readonly string[]).includes(type));

/** A leave's type is an active one asked as the request's type (the picker offers those only). */
const leaveTypeAskedAs = <const T extends (typeof LEAVES)[number]>(type: T) =>
  ({ kind: 'refersTo', field: 'leaveTypeId', where: { requestType: [type], active: true }, when: { type: [type] } }) as const;

// Employees' requests (SPEC §2 /hr/AutomatedRequests): leave of each type, a salary letter, an
// advance, a custody item. Each walks the approval route of its type step by step; a leave's days
// (working days or calendar days, as its leave type counts them) leave the employee's balance only
// when the last step approves it, and come back when the requester cancels it before its first
// day. The requester (or the employee's own account) sees their own requests and where each one stands.
export const employeeRequests = defineResource({
  name: 'employeeRequests',
  route: '/hr/AutomatedRequests',
  menu: { group: 'hr', icon: 'Assignment', order: 30 },
  recordRepresentation: 'number',
  fields: {
    number: f.sequence({ prefix: 'HR' }),
    employeeId: f.reference('employees', { required: true }),
    type: f.enum(TYPES, { required: true }),
    // The kind of leave (annual, Hajj, maternity...): the server names the one type asked as the request's type when there is one.
    leaveTypeId: f.reference('leaveTypes'),
    startDate: f.date(),
    endDate: f.date(),
    // The days the leave counts, first and last included (working days or calendar days, as its type says): derived by the server.
    days: f.decimal({ readOnly: true }),
    amount: f.money({ min: 1, max: 1_000_000 }),
    // An advance is recovered from the payroll in this many monthly instalments; what is recovered so far, kept by the locked runs.
    instalments: f.integer({ min: 1, max: 24, default: 1 }),
    recoveredAmount: f.money({ readOnly: true }),
    assetId: f.reference('assets'),
    reason: f.longText({ maxLength: 2000 }),
    requesterId: f.reference('users', { readOnly: true }),
    ...approvalFields,
  },
  list: { columns: ['number', 'employeeId', 'type', 'leaveTypeId', 'startDate', 'days', 'status', 'awaitingRoleId', 'awaitingUserId'], sort: ['createdAt', 'DESC'] },
  filters: {
    status: { alwaysOn: true },
    type: { alwaysOn: true },
    leaveTypeId: {},
    employeeId: {},
    awaitingRoleId: {},
    awaitingUserId: {},
    startDate: { ops: ['gte', 'lte'] },
  },
  access: { member: ['list', 'show', 'create'] },
  scope: { owners: ['requesterId', 'employeeId.userId', 'awaitingUserId'], everyone: { grant: 'allEmployeeRequests', roles: ['manager'] } },
  // An approved leave may still be cancelled by its requester, before its first day (its days come back).
  workflow: approvalWorkflow({ requestType: { field: 'type' }, requesters: ['requesterId', 'employeeId.userId'], madeBy: 'requesterId' }, { cancelledOnceApproved: true }),
  checks: {
    ...requesterChecks,
    // A leave has its first and last day, in order; an advance its amount, a custody request its asset.
    leaveTypeNeeded: { kind: 'required', field: 'leaveTypeId', when: { type: LEAVES } },
    annualLeaveKind: leaveTypeAskedAs('annualLeave'),
    sickLeaveKind: leaveTypeAskedAs('sickLeave'),
    emergencyLeaveKind: leaveTypeAskedAs('emergencyLeave'),
    unpaidLeaveKind: leaveTypeAskedAs('unpaidLeave'),
    otherLeaveKind: leaveTypeAskedAs('otherLeave'),
    startDateNeeded: { kind: 'required', field: 'startDate', when: { type: LEAVES } },
    endDateNeeded: { kind: 'required', field: 'endDate', when: { type: LEAVES } },
    lastDayNotBeforeFirst: { kind: 'after', field: 'endDate', than: 'startDate', orSame: true, when: { type: LEAVES } },
    amountNeeded: { kind: 'required', field: 'amount', when: { type: ['salaryAdvance'] } },
    assetNeeded: { kind: 'required', field: 'assetId', when: { type: ['custody'] } },
    // What another type asks for means nothing here: emptied on save, and not offered by the form.
    leaveTypeOfLeaveOnly: { kind: 'absent', field: 'leaveTypeId', when: { type: NOT_LEAVES }, clear: true },
    datesOfLeaveOnly: { kind: 'absent', field: 'startDate', when: { type: NOT_LEAVES }, clear: true },
    lastDayOfLeaveOnly: { kind: 'absent', field: 'endDate', when: { type: NOT_LEAVES }, clear: true },
    amountOfAdvanceOnly: { kind: 'absent', field: 'amount', when: { type: TYPES.filter((type) => type !== 'salaryAdvance') }, clear: true },
    instalmentsOfAdvanceOnly: { kind: 'absent', field: 'instalments', when: { type: TYPES.filter((type) => type !== 'salaryAdvance') }, clear: true },
    assetOfCustodyOnly: { kind: 'absent', field: 'assetId', when: { type: TYPES.filter((type) => type !== 'custody') }, clear: true },
    // Judged by api/src/overrides/employeeRequests.ts: the days within the balance (unless the type
    // may go below zero), when made and when finally approved; the leave type's own limits (its
    // gender, service, once per service, days per request); some working day in a leave of working
    // days; cancelled once approved only before its first day.
    leaveBalance: { kind: 'override', field: 'endDate' },
    balanceAtApproval: { kind: 'override', field: 'days' },
    leaveForFemale: { kind: 'override', field: 'leaveTypeId' },
    leaveForMale: { kind: 'override', field: 'leaveTypeId' },
    leaveServiceYears: { kind: 'override', field: 'leaveTypeId' },
    leaveOncePerService: { kind: 'override', field: 'leaveTypeId' },
    leaveTooLong: { kind: 'override', field: 'endDate' },
    noWorkingDays: { kind: 'override', field: 'endDate' },
    cancelBeforeStart: { kind: 'override', field: 'status' },
  },
  constraints: {
    // No other leave of the employee's on those days, waiting or granted (first and last day included).
    leaveOverlap: { kind: 'noOverlap', start: 'startDate', end: 'endDate', per: ['employeeId'], when: { type: LEAVES, status: ['pending', 'approved'] }, inclusive: true },
  },
});
