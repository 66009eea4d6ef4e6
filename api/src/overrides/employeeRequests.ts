import type { PoolClient } from 'pg';
import { causeOf } from '../crud/cause';
import type { PendingWrite } from '../crud/crud.service';
import type { Records } from '../crud/records';
import { isFinalApproval } from '../rules/approvals';
import type { RuleRefusals } from '../rules/refusals';
import { defineOverride } from '../server-overrides/define';
import { checkRequester } from './parts/requesters';

type Row = Record<string, unknown>;

const LEAVES = new Set(['annualLeave', 'sickLeave', 'emergencyLeave', 'unpaidLeave']);
/** The leave types drawn from a balance, and the employee's column that holds it. */
const BALANCE_COLUMN: Record<string, string> = { annualLeave: 'annual_leave_balance', sickLeave: 'sick_leave_balance', emergencyLeave: 'emergency_leave_balance' };
/** The same balances by the employee's field. */
const BALANCE_FIELD: Record<string, string> = { annualLeave: 'annualLeaveBalance', sickLeave: 'sickLeaveBalance', emergencyLeave: 'emergencyLeaveBalance' };

/** Calendar days from the first to the last, both included. */
const daysBetween = (first: string, last: string): number => Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000) + 1;

/**
 * The request's own values (what each type needs, the days in order and no other leave on them
 * are declared): a leave's days, within the balance.
 */
const checkValues = async (rules: RuleRefusals, client: PoolClient, write: PendingWrite, request: Row): Promise<void> => {
  const type = request.type as string;
  write.values.days = LEAVES.has(type) && request.startDate && request.endDate ? daysBetween(request.startDate as string, request.endDate as string) : null;

  const employee = await checkRequester(rules, client, write, request.employeeId, BALANCE_COLUMN[type] ? { balance: BALANCE_COLUMN[type] } : {});
  if (!employee) return; // the reference check answers it
  const days = write.values.days as number | null;
  const balance = employee.balance as string | null | undefined;
  if (days !== null && balance != null && days > Number(balance)) throw rules.refuse(write, 'leaveBalance', { left: Number(balance) });
};

/**
 * The last approval takes a leave's days from the employee's balance, which never goes below zero
 * (read under the employee's row lock, so two approvals at once take turns).
 */
const takeFromBalance = async (rules: RuleRefusals, records: Records, write: PendingWrite): Promise<void> => {
  const request = write.before!;
  const field = BALANCE_FIELD[request.type as string];
  if (!field) return;
  const [employee] = await records.find('employees', { id: request.employeeId }, { lock: true });
  const balance = employee?.[field] as number | null | undefined;
  const days = Number(request.days);
  if (!employee || balance === null || balance === undefined || Number(balance) < days) throw rules.refuse(write, 'balanceAtApproval', { left: Number(balance ?? 0) }, 409);
  // Decimal days to four places, as the field keeps them: no floating-point remainder.
  await records.update('employees', employee.id as string, { [field]: Math.round((Number(balance) - days) * 10_000) / 10_000 }, causeOf(write));
};

// Employees' requests (their approval route and what each type needs: declared): one's own
// requests only (without the grant), the balance checked when it is made,
// and the balance taken at the last approval, all in the request's transaction.
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write, client) => {
    if (isFinalApproval(write)) return takeFromBalance(rules, records, write);
    // Any other decision is the route's (the engine's); the request's own values are judged when made or edited.
    if (write.action === 'delete' || write.recordAction) return;
    await checkValues(rules, client, write, { ...write.before, ...write.values });
  },
}));
