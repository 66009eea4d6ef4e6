import type { Cause } from '../crud/cause';
import type { Records } from '../crud/records';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';
import { halalasOf } from './parts/money';

type Row = Record<string, unknown>;

/** The month's status as its money and due date say. */
const statusOf = (waived: boolean, owed: number, paid: number, dueDate: string): string => {
  if (waived) return 'waived';
  if (paid >= owed) return 'paid';
  if (paid > 0) return 'partiallyPaid';
  return dueDate < todayInRiyadh() ? 'overdue' : 'due';
};

/** Months due and not paid whose due date passed become overdue (hourly). */
const markOverdue = async (records: Records, cause: Cause): Promise<number> =>
  (await records.updateWhere('playerSubscriptions', { status: 'due', dueDate_lt: todayInRiyadh() }, { status: 'overdue' }, cause)).length;

// A player's monthly academy fee: the discount within the fee (declared), the payment within what is owed
// (with how and when it was paid), what remains and the status derived; a waived month owes nothing.
export const override = defineOverride(({ records, rules }) => ({
  schedule: { markOverdue: { everyMinutes: 60, run: (_client, cause) => markOverdue(records, cause) } },
  beforeWrite: (write) => {
    const { action, before, values } = write;
    if (action === 'delete') return;
    const month: Row = { ...before, ...values };
    const fee = halalasOf(month.fee);
    const discount = halalasOf(month.discount ?? 0);
    const paid = halalasOf(month.paidAmount ?? 0);
    const waived = month.waived === true;
    if (waived && paid > 0) throw rules.refuse(write, 'waivedUnpaid');
    if (paid > fee - discount) throw rules.refuse(write, 'paidWithinOwed');
    if (paid > 0 && !month.method) throw rules.refuse(write, 'paymentMethod');
    if (paid > 0 && !month.paidAt) values.paidAt = todayInRiyadh();
    if (paid === 0 && month.paidAt) values.paidAt = null;
    values.remainingAmount = waived ? 0 : (fee - discount - paid) / 100;
    values.status = statusOf(waived, fee - discount, paid, String(month.dueDate));
  },
}));
