import { clubDay, LEAVE_REQUEST_TYPES } from '@club/schema';
import type { PoolClient } from 'pg';
import { causeOf } from '../crud/cause';
import type { PendingWrite } from '../crud/crud.service';
import type { Records } from '../crud/records';
import { isFinalApproval } from '../rules/approvals';
import type { RuleRefusals } from '../rules/refusals';
import { defineOverride } from '../server-overrides/define';
import { balanceOf, beforeFirstDay, judgeLeave, keepsBalance, leaveTypeOf, typeNameOf } from './parts/leave-requests';
import { checkRequester } from './parts/requesters';

type Row = Record<string, unknown>;

const LEAVES = new Set<string>(LEAVE_REQUEST_TYPES);

/**
 * The request's own values (what each type needs, the days in order and no other leave on them
 * are declared): a leave's days as its type counts them, within its type's rules and the balance.
 */
const checkValues = async (records: Records, rules: RuleRefusals, client: PoolClient, write: PendingWrite, request: Row): Promise<void> => {
  const leave = LEAVES.has(request.type as string) && request.startDate && request.endDate && request.leaveTypeId;
  const employee = await checkRequester(rules, client, write, request.employeeId, { gender: 'gender', hireDate: 'hire_date' });
  write.values.days = null;
  if (!employee || !leave) return; // the reference and declared checks answer those
  const type = await leaveTypeOf(records, request);
  if (!type) return;
  const judged = await judgeLeave(records, client, { ...request, id: write.id, startDate: String(request.startDate), endDate: String(request.endDate) }, type, employee, write.locale);
  write.values.days = judged.counted.days;
  if (judged.refusal) throw rules.refuse(write, judged.refusal.rule, judged.refusal.values, judged.refusal.rule === 'leaveOncePerService' ? 409 : 400);
};

/**
 * The last approval takes a leave's days from the employee's balance of its type, which goes below
 * zero only where the type allows it: read under the employee's row lock, so two approvals at once
 * take turns and the second sees what the first took. A type given per event keeps no balance.
 */
const takeFromBalance = async (rules: RuleRefusals, records: Records, write: PendingWrite): Promise<void> => {
  const request = write.before!;
  const type = request.leaveTypeId ? await records.get('leaveTypes', String(request.leaveTypeId)) : undefined;
  if (!keepsBalance(type)) return;
  await records.find('employees', { id: request.employeeId }, { lock: true });
  const days = Number(request.days);
  const left = await balanceOf(records, request.employeeId, type!.id);
  if (left < days && !type!.allowNegative) throw rules.refuse(write, 'balanceAtApproval', { type: typeNameOf(type!, write.locale), left, days }, 409);
  await records.create('leaveMovements', { employeeId: request.employeeId, leaveTypeId: type!.id, kind: 'taken', days: -days, date: clubDay(), requestId: write.id, note: request.number }, causeOf(write));
};

/**
 * An approved leave cancelled by its requester before its first day gives back what its approval
 * took: the days of its `taken` movement, or, for a leave approved before balances moved, its days
 * when its type's opening balance came after the approval (the opening had them taken already).
 */
const giveBack = async (rules: RuleRefusals, records: Records, write: PendingWrite): Promise<void> => {
  const request = write.before!;
  if (!beforeFirstDay(request)) throw rules.refuse(write, 'cancelBeforeStart', { date: String(request.startDate) }, 409);
  const [taken] = await records.find('leaveMovements', { requestId: write.id, kind: 'taken' }, { limit: 1 });
  let days = taken ? -Number(taken.days) : 0;
  if (!taken && request.leaveTypeId && request.decidedAt) {
    const [opening] = await records.find('leaveMovements', { employeeId: request.employeeId, leaveTypeId: request.leaveTypeId, kind: 'opening', date_gte: clubDay(new Date(String(request.decidedAt))) }, { limit: 1 });
    if (opening) days = Number(request.days ?? 0);
  }
  if (days <= 0) return;
  await records.find('employees', { id: request.employeeId }, { lock: true });
  await records.create('leaveMovements', { employeeId: request.employeeId, leaveTypeId: request.leaveTypeId, kind: 'returned', days, date: clubDay(), requestId: write.id, note: request.number }, causeOf(write));
};

// Employees' requests (their approval route and what each type needs: declared): one's own
// requests only (without the grant), a leave's days counted and judged by its type when it is
// made, the balance taken at the last approval and given back by a cancel before the leave
// begins, all in the request's transaction.
export const override = defineOverride(({ records, rules }) => ({
  // A leave of a request type with one active leave type (annual, sick...) is of that type.
  prepare: async (write) => {
    if (write.action === 'delete' || write.recordAction) return;
    const request = { ...write.before, ...write.values };
    if (!LEAVES.has(request.type as string) || request.leaveTypeId) return;
    const type = await leaveTypeOf(records, request);
    if (type) write.values.leaveTypeId = type.id;
  },
  beforeWrite: async (write, client) => {
    if (isFinalApproval(write)) return takeFromBalance(rules, records, write);
    if (write.recordAction?.name === 'cancel' && write.before?.status === 'approved') return giveBack(rules, records, write);
    // Any other decision is the route's (the engine's); the request's own values are judged when made or edited.
    if (write.action === 'delete' || write.recordAction) return;
    await checkValues(records, rules, client, write, { ...write.before, ...write.values });
  },
}));
