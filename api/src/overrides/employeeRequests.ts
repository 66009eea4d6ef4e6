import type { PoolClient } from 'pg';
import { causeOf } from '../crud/cause';
import type { PendingWrite } from '../crud/crud.service';
import { badRequest, conflict } from '../crud/errors';
import type { Records } from '../crud/records';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { approvableRequest, approvalActions } from './parts/approvals';
import { checkRequester } from './parts/requesters';

type Row = Record<string, unknown>;

const LEAVES = new Set(['annualLeave', 'sickLeave', 'emergencyLeave', 'unpaidLeave']);
/** The leave types drawn from a balance, and the employee's column that holds it. */
const BALANCE_COLUMN: Record<string, string> = { annualLeave: 'annual_leave_balance', sickLeave: 'sick_leave_balance', emergencyLeave: 'emergency_leave_balance' };
/** The same balances by the employee's field. */
const BALANCE_FIELD: Record<string, string> = { annualLeave: 'annualLeaveBalance', sickLeave: 'sickLeaveBalance', emergencyLeave: 'emergencyLeaveBalance' };

const MESSAGES: Record<Locale, {
  refused: string;
  datesNeeded: string;
  order: string;
  amountNeeded: string;
  assetNeeded: string;
  balance: (left: number) => string;
  balanceNow: (left: number) => string;
  overlaps: (number: string) => string;
}> = {
  en: {
    refused: 'The request cannot be made this way',
    datesNeeded: 'A leave needs its first and last day',
    order: 'The last day cannot come before the first',
    amountNeeded: 'An advance needs its amount',
    assetNeeded: 'A custody request names the asset',
    balance: (left) => `Only ${left} days are left of this leave`,
    balanceNow: (left) => `The employee has only ${left} days left of this leave now: the request cannot be approved`,
    overlaps: (number) => `The employee already has leave on these days (${number})`,
  },
  ar: {
    refused: 'لا يمكن تقديم الطلب بهذه الطريقة',
    datesNeeded: 'تحتاج الإجازة إلى يومها الأول والأخير',
    order: 'لا يسبق اليوم الأخير اليوم الأول',
    amountNeeded: 'تحتاج السلفة إلى مبلغها',
    assetNeeded: 'يحدد طلب العهدة الأصل المطلوب',
    balance: (left) => `المتبقي من رصيد هذه الإجازة ${left} يومًا فقط`,
    balanceNow: (left) => `المتبقي للموظف من رصيد هذه الإجازة الآن ${left} يومًا فقط: لا يمكن اعتماد الطلب`,
    overlaps: (number) => `للموظف إجازة في هذه الأيام مسبقًا (${number})`,
  },
};

/** Calendar days from the first to the last, both included. */
const daysBetween = (first: string, last: string): number => Math.round((Date.parse(last) - Date.parse(first)) / 86_400_000) + 1;

/** The request's own values: what each type needs, and a leave's days. */
const checkValues = async (client: PoolClient, write: PendingWrite, request: Row): Promise<void> => {
  const m = MESSAGES[write.locale];
  const type = request.type as string;
  if (LEAVES.has(type)) {
    if (!request.startDate || !request.endDate) throw badRequest(m.refused, { [request.startDate ? 'endDate' : 'startDate']: m.datesNeeded });
    if ((request.endDate as string) < (request.startDate as string)) throw badRequest(m.refused, { endDate: m.order });
    write.values.days = daysBetween(request.startDate as string, request.endDate as string);
  } else {
    write.values.days = null;
  }
  if (type === 'salaryAdvance' && !request.amount) throw badRequest(m.refused, { amount: m.amountNeeded });
  if (type === 'custody' && !request.assetId) throw badRequest(m.refused, { assetId: m.assetNeeded });

  const employee = await checkRequester(client, write, request.employeeId, BALANCE_COLUMN[type] ? { balance: BALANCE_COLUMN[type] } : {});
  if (!employee) return; // the reference check answers it
  const days = write.values.days as number | null;
  const balance = employee.balance as string | null | undefined;
  if (days !== null && balance != null && days > Number(balance)) throw badRequest(m.refused, { endDate: m.balance(Number(balance)) });
  if (days !== null) {
    const { rows: overlapping } = await client.query<{ number: string }>(
      `SELECT "number" FROM "employee_requests" WHERE "employee_id" = $1 AND "type" = ANY($2) AND "status" IN ('pending', 'approved')
         AND "start_date" <= $4 AND "end_date" >= $3 AND "id" IS DISTINCT FROM $5 LIMIT 1`,
      [request.employeeId, [...LEAVES], request.startDate, request.endDate, write.id ?? null],
    );
    if (overlapping[0]) throw conflict(m.refused, { startDate: m.overlaps(overlapping[0].number) });
  }
};

/**
 * The last approval takes a leave's days from the employee's balance, which never goes below zero
 * (read under the employee's row lock, so two approvals at once take turns).
 */
const takeFromBalance = async (records: Records, write: PendingWrite, request: Row): Promise<void> => {
  const field = BALANCE_FIELD[request.type as string];
  if (!field) return;
  const locale = write.locale;
  const [employee] = await records.find('employees', { id: request.employeeId }, { lock: true });
  const balance = employee?.[field] as number | null | undefined;
  const days = Number(request.days);
  if (!employee || balance === null || balance === undefined || Number(balance) < days) throw conflict(MESSAGES[locale].refused, { days: MESSAGES[locale].balanceNow(Number(balance ?? 0)) });
  // Decimal days to four places, as the field keeps them: no floating-point remainder.
  await records.update('employees', employee.id as string, { [field]: Math.round((Number(balance) - days) * 10_000) / 10_000 }, causeOf(write));
};

// Employees' requests: the values each type needs, one's own requests only (without the grant),
// the balance and overlapping leave checked when it is made, the approval route walked by the
// actions, and the balance taken at the last approval, all in the request's transaction.
export const override = defineOverride(({ records }) => ({
  // The rules are made for each write: the last approval's effect on the balance names it as its cause.
  beforeWrite: (write, client) =>
    approvableRequest({
      requestType: (request) => request.type as string,
      typeField: 'type',
      check: (checked, checking, request) => checkValues(checking, checked, request),
      onApproved: (_client, request) => takeFromBalance(records, write, request),
    })(write, client),
  recordActions: approvalActions(),
}));
