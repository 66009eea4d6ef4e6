import { clubDay, roundDays } from '@club/schema';
import { causeOf } from '../crud/cause';
import type { PendingWrite } from '../crud/crud.service';
import type { Records } from '../crud/records';
import { defineOverride } from '../server-overrides/define';
import { balanceOf, typeNameOf } from './parts/leave-requests';
import { syncLegacyBalance } from './parts/legacy-balances';

/** What the job writes as time passes: the employee's balance columns follow once all of it is written. */
const ENTITLEMENTS = new Set(['accrual', 'grant', 'carryOver', 'expiry']);

/** The employee's balance row of the type, made with their first movement of it. */
const balanceRowOf = async (records: Records, write: PendingWrite, employeeId: unknown, leaveTypeId: unknown): Promise<unknown> => {
  const [held] = await records.find('leaveBalances', { employeeId, leaveTypeId }, { limit: 1 });
  return held?.id ?? (await records.create('leaveBalances', { employeeId, leaveTypeId }, causeOf(write))).id;
};

// A balance's movements (what each may be, and that only an adjustment changes once written:
// declared). Each is written under its employee's row lock, so that the balance it reads and the
// one it leaves are not another writer's half-way, and counts in the employee's balance row of its
// type (the balance is its movements' sum: a declared rollup). An adjustment, HR's, moves some
// days, and leaves no type that may not go below zero there (nor does its edit or delete).
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write) => {
    const movement = { ...write.before, ...write.values };
    await records.find('employees', { id: movement.employeeId }, { lock: true });
    if (write.action === 'restore') return;
    if (!write.cause) {
      if (write.action !== 'delete' && Number(movement.days) === 0) throw rules.refuse(write, 'adjustmentNoDays');
      // What this write changes of the balance it counts in, judged against what the balance holds now.
      const before = write.before;
      const same = before && before.employeeId === movement.employeeId && before.leaveTypeId === movement.leaveTypeId;
      const change = write.action === 'delete' ? -Number(before!.days) : Number(movement.days) - (same ? Number(before!.days) : 0);
      const type = await records.get('leaveTypes', String(movement.leaveTypeId));
      const balance = await balanceOf(records, movement.employeeId, movement.leaveTypeId);
      if (type && !type.allowNegative && change < 0 && balance + change < 0) throw rules.refuse(write, 'adjustmentDays', { type: typeNameOf(type, write.locale), balance, days: roundDays(change) });
      if (write.action === 'delete') return;
      write.values.days = roundDays(Number(movement.days));
      if (write.action === 'create') write.values.date = clubDay();
    }
    if (write.action === 'create' || !write.before || write.before.employeeId !== movement.employeeId || write.before.leaveTypeId !== movement.leaveTypeId) {
      write.values.leaveBalanceId = await balanceRowOf(records, write, movement.employeeId, movement.leaveTypeId);
    }
  },
  afterWrite: async (event, client) => {
    const movement = event.after ?? event.before!;
    // Deleted with its employee, it leaves no column to follow.
    if (ENTITLEMENTS.has(String(movement.kind)) || (event.cause?.resource === 'employees' && event.action === 'delete')) return;
    const type = await records.get('leaveTypes', String(movement.leaveTypeId));
    for (const employeeId of new Set([event.before?.employeeId, event.after?.employeeId].filter(Boolean))) await syncLegacyBalance(records, client, employeeId, type?.requestType, causeOf(event));
  },
}));
