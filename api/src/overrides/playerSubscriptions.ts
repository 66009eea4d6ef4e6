import type { Cause } from '../crud/cause';
import { badRequest } from '../crud/errors';
import type { Records } from '../crud/records';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';
import { halalasOf } from './parts/money';

type Row = Record<string, unknown>;

const MESSAGES: Record<Locale, { refused: string; overFee: string; overOwed: string; method: string; waived: string }> = {
  en: {
    refused: 'This monthly fee cannot be saved this way',
    overFee: 'The discount is more than the fee',
    overOwed: 'More than the fee after the discount was paid',
    method: 'Say how it was paid',
    waived: 'A waived month takes no payment',
  },
  ar: {
    refused: 'لا يمكن حفظ هذه الرسوم الشهرية بهذه الطريقة',
    overFee: 'الخصم أكبر من الرسوم',
    overOwed: 'المدفوع أكبر من الرسوم بعد الخصم',
    method: 'اذكر طريقة الدفع',
    waived: 'الشهر المعفى لا يُدفع عنه',
  },
};

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

// A player's monthly academy fee: the discount within the fee, the payment within what is owed
// (with how and when it was paid), what remains and the status derived; a waived month owes nothing.
export const override = defineOverride(({ records }) => ({
  schedule: { markOverdue: { everyMinutes: 60, run: (_client, cause) => markOverdue(records, cause) } },
  beforeWrite: (write) => {
    const { action, before, values, locale } = write;
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const month: Row = { ...before, ...values };
    const fee = halalasOf(month.fee);
    const discount = halalasOf(month.discount ?? 0);
    const paid = halalasOf(month.paidAmount ?? 0);
    const waived = month.waived === true;
    if (discount > fee) throw badRequest(m.refused, { discount: m.overFee });
    if (waived && paid > 0) throw badRequest(m.refused, { paidAmount: m.waived });
    if (paid > fee - discount) throw badRequest(m.refused, { paidAmount: m.overOwed });
    if (paid > 0 && !month.method) throw badRequest(m.refused, { method: m.method });
    if (paid > 0 && !month.paidAt) values.paidAt = todayInRiyadh();
    if (paid === 0 && month.paidAt) values.paidAt = null;
    values.remainingAmount = waived ? 0 : (fee - discount - paid) / 100;
    values.status = statusOf(waived, fee - discount, paid, String(month.dueDate));
  },
}));
