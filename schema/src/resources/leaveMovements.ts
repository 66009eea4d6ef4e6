import { defineResource, f, LEAVE_MOVEMENT_KINDS } from '../index';

// Every change of a leave balance: a month's accrual, a year's grant, the
// days lapsing above the carry-over cap at a year's end, carried days expiring, an approved leave's
// days and a cancelled one's given back (all written by the server, api/src/overrides/parts/leave-*.ts,
// and never changed), and HR's adjustments, the only movements a person makes (with the reason).
// Each counts on its `date`; an employee's balance of a type is what they sum to (leaveBalances).
export const leaveMovements = defineResource({
  name: 'leaveMovements',
  route: '/hr/LeaveMovements',
  menu: { group: 'hr', icon: 'EventBusy', order: 41, screen: 'leave' },
  recordRepresentation: ['employeeId', 'date'],
  fields: {
    date: f.date({ readOnly: true, default: 'now' }),
    employeeId: f.reference('employees', { required: true }),
    leaveTypeId: f.reference('leaveTypes', { required: true }),
    kind: f.enum(LEAVE_MOVEMENT_KINDS, { readOnly: true, default: 'adjustment' }),
    // Days added (accrued, granted, given back) or taken away (taken, lapsed, expired).
    days: f.decimal({ required: true, min: -366, max: 366 }),
    // The month (2026-03) or year (2026) a job's movement is for: each is written once.
    period: f.text({ readOnly: true, maxLength: 7 }),
    // The leave request whose days were taken or given back.
    requestId: f.reference('employeeRequests', { readOnly: true }),
    leaveBalanceId: f.reference('leaveBalances', { readOnly: true }),
    note: f.longText({ maxLength: 500 }),
  },
  // A person makes adjustments only, and corrects or deletes them (with the audit trail); what the
  // server writes never changes (each other kind is final).
  workflow: { field: 'kind', initial: ['adjustment'], final: LEAVE_MOVEMENT_KINDS.filter((kind) => kind !== 'adjustment'), moves: {} },
  list: { columns: ['date', 'employeeId', 'leaveTypeId', 'kind', 'days', 'period', 'requestId', 'note'], sort: ['date', 'DESC'] },
  filters: { employeeId: { alwaysOn: true }, leaveTypeId: { alwaysOn: true }, kind: {}, date: { ops: ['gte', 'lte'] } },
  indexes: [['employeeId', 'leaveTypeId', 'date']],
  access: { member: ['list', 'show'] },
  scope: { owners: ['employeeId.userId'], everyone: { grant: 'allLeaveBalances', roles: ['manager'] } },
  checks: {
    // Only a type kept as a balance has one to move.
    balanceType: { kind: 'refersTo', field: 'leaveTypeId', where: { entitlement: ['accruedMonthly', 'grantedYearly'] } },
    noteNeeded: { kind: 'required', field: 'note', when: { kind: ['adjustment'] } },
    // Judged by api/src/overrides/leaveMovements.ts: an adjustment moves some days, and keeps a
    // balance that may not be overdrawn at zero or above.
    adjustmentDays: { kind: 'override', field: 'days' },
    adjustmentNoDays: { kind: 'override', field: 'days' },
  },
  constraints: {
    // A job's movement of a month or a year is written once, however often the job runs.
    onePerPeriod: { kind: 'unique', fields: ['employeeId', 'leaveTypeId', 'kind', 'period'] },
    // A request's days are taken once and given back once.
    oncePerRequest: { kind: 'unique', fields: ['requestId', 'kind'] },
  },
});
