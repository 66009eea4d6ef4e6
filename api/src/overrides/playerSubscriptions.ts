import type { PoolClient } from 'pg';
import { causeOf, type Cause } from '../crud/cause';
import type { WriteEvent } from '../crud/crud.service';
import type { Records } from '../crud/records';
import type { RuleRefusals } from '../rules/refusals';
import { defineOverride } from '../server-overrides/define';
import { bilingualLine, dropDraftInvoices, invoiceCharge, linesForTotal, roundingLine } from './parts/billing';
import { todayInRiyadh } from './parts/club-calendar';
import { halalasOf } from './parts/money';
import { primaryParentOf } from './parts/payers';

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

/** The active academy fee of the player's age group (the price list), if there is one. */
const groupFeeOf = async (records: Records, playerId: unknown): Promise<Row | undefined> => {
  const [player] = await records.find('players', { id: playerId }, { limit: 1 });
  if (!player?.ageGroupId) return undefined;
  const [fee] = await records.find('academyFees', { ageGroupId: player.ageGroupId, isActive: true }, { limit: 1 });
  return fee;
};

/** A month that owes something gets its invoice with it, to the player's primary parent, due on its due date. */
const invoiceMonth = async (records: Records, rules: RuleRefusals, event: WriteEvent, client: PoolClient): Promise<void> => {
  const month = event.after!;
  const owed = month.waived ? 0 : halalasOf(month.fee) - halalasOf(month.discount ?? 0);
  if (owed <= 0) return;
  const [player] = await records.find('players', { id: month.playerId }, { limit: 1 });
  const parent = await primaryParentOf(records, String(month.playerId));
  await invoiceCharge(records, client, {
    customerName: String(parent?.fullNameAr ?? player?.fullNameAr ?? player?.fullName),
    customerEmail: (parent?.email as string | null | undefined) ?? null,
    parentId: (parent?.id as string | undefined) ?? null,
    dueDate: String(month.dueDate).slice(0, 10),
    source: { playerSubscriptionId: event.id },
    items: linesForTotal(owed, bilingualLine(rules, event.resource, 'invoiceLine', (locale) => ({ player: String(locale === 'ar' ? player?.fullNameAr : player?.fullName), month: String(month.month) })), roundingLine(rules, event.resource)),
  }, causeOf(event));
};

// A player's monthly academy fee: the age group's fee and due day from the price list unless typed, the
// discount within it (declared), what its invoice's receipts paid (kept by the server), what
// remains and the status derived; a waived month owes nothing and is not invoiced.
export const override = defineOverride(({ records, rules }) => ({
  schedule: { markOverdue: { everyMinutes: 60, run: (_client, cause) => markOverdue(records, cause) } },
  prepare: async ({ action, values }) => {
    const feeMissing = values.fee === undefined || values.fee === null;
    const dueDateMissing = values.dueDate === undefined || values.dueDate === null;
    if (action !== 'create' || (!feeMissing && !dueDateMissing)) return;
    const fee = await groupFeeOf(records, values.playerId);
    if (!fee) return;
    if (feeMissing) values.fee = fee.monthlyFee;
    // Due on the fee's day of the month the fee is for.
    if (dueDateMissing && typeof values.month === 'string') values.dueDate = `${values.month}-${String(fee.dueDay).padStart(2, '0')}`;
  },
  beforeWrite: (write) => {
    const { action, before, values } = write;
    if (action === 'delete') return;
    const month: Row = { ...before, ...values };
    if (month.fee === undefined || month.fee === null) throw rules.refuse(write, 'feeOfGroup');
    if (!month.dueDate) throw rules.refuse(write, 'dueDateOfGroup');
    const fee = halalasOf(month.fee);
    const discount = halalasOf(month.discount ?? 0);
    const paid = halalasOf(month.paidAmount ?? 0);
    const waived = month.waived === true;
    if (waived && paid > 0) throw rules.refuse(write, 'waivedUnpaid');
    if (paid >= fee - discount && paid > 0 && !month.paidAt) values.paidAt = todayInRiyadh();
    if (paid < fee - discount && month.paidAt) values.paidAt = null;
    values.remainingAmount = waived ? 0 : Math.max(0, fee - discount - paid) / 100;
    values.status = statusOf(waived, fee - discount, paid, String(month.dueDate));
  },
  afterWrite: async (event, client) => {
    if (event.action === 'create') return invoiceMonth(records, rules, event, client);
    if (event.action === 'delete') return dropDraftInvoices(records, 'playerSubscriptionId', event.id, causeOf(event));
  },
}));
