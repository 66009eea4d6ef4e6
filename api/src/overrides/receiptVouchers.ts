import type { PoolClient } from 'pg';
import { causeOf } from '../crud/cause';
import type { PendingWrite } from '../crud/crud.service';
import type { Records } from '../crud/records';
import type { RuleRefusals } from '../rules/refusals';
import { defineOverride } from '../server-overrides/define';
import { editAction } from './parts/edit-action';
import { halalasOf } from './parts/money';
import { voucherRules } from './parts/vouchers';

type Row = Record<string, unknown>;

interface Owed {
  id: string;
  total: string;
  paid: string;
  issuedAt: string | null;
  dueDate: string;
  clubMemberId: string | null;
  parentId: string | null;
}

/** The records whose invoices a receipt's credit may pay by naming the record (`allocate` with `{ subscriptionId }`): their invoices' column. */
const SOURCES: Readonly<Record<string, string>> = {
  subscriptionId: 'subscription_id',
  playerSubscriptionId: 'player_subscription_id',
  facilityBookingId: 'facility_booking_id',
  eventParticipantId: 'event_participant_id',
};

const PAYABLE: readonly string[] = ['issued', 'partiallyPaid'];

/**
 * The invoices named, locked until the receipt's transaction ends (in id order, so two receipts
 * paying the same invoices take turns), oldest first; all of them issued and owing something.
 */
const owedInvoices = async (client: PoolClient, rules: RuleRefusals, write: PendingWrite, ids: readonly string[]): Promise<Owed[]> => {
  const unique = [...new Set(ids)].sort();
  const { rows } = await client.query<Owed & { status: string }>(
    `SELECT "id", "status", "total", COALESCE("paid_amount", 0) AS "paid", "issued_at"::text AS "issuedAt", "due_date"::text AS "dueDate", "club_member_id" AS "clubMemberId", "parent_id" AS "parentId" FROM "invoices" WHERE "id" = ANY($1::uuid[]) ORDER BY "id" FOR NO KEY UPDATE`,
    [unique],
  );
  if (rows.length !== unique.length || rows.some((row) => !PAYABLE.includes(row.status))) throw rules.refuse(write, 'unpayable', {}, 409);
  return [...rows].sort((a, b) => a.dueDate.localeCompare(b.dueDate) || (a.issuedAt ?? '').localeCompare(b.issuedAt ?? '') || a.id.localeCompare(b.id));
};

const dueOf = (invoice: Owed): number => halalasOf(invoice.total) - halalasOf(invoice.paid);
const riyals = (halalas: number): number => halalas / 100;

/** Naming invoices alone (no allocation lines): the amount spread over them oldest first, never more than they owe. */
const oldestFirst = (rules: RuleRefusals, write: PendingWrite, invoices: readonly Owed[], amount: number): Row[] => {
  const owed = invoices.reduce((sum, invoice) => sum + dueOf(invoice), 0);
  if (amount > owed) throw rules.refuse(write, 'atMostOwed', { owed: riyals(owed).toFixed(2) }, 409);
  const lines: Row[] = [];
  let left = amount;
  for (const invoice of invoices) {
    const paying = Math.min(left, dueOf(invoice));
    if (paying > 0) lines.push({ invoiceId: invoice.id, amount: riyals(paying) });
    left -= paying;
  }
  return lines;
};

/** Each allocation within what its invoice still owes (two lines for one invoice counted together). */
const withinDue = (rules: RuleRefusals, write: PendingWrite, invoices: readonly Owed[], lines: readonly Row[]): void => {
  const byId = new Map(invoices.map((invoice) => [invoice.id, dueOf(invoice)]));
  for (const [index, line] of lines.entries()) {
    const left = (byId.get(String(line.invoiceId)) ?? 0) - halalasOf(line.amount);
    if (left < 0) throw rules.refuse(write, 'allocationWithinDue', { due: riyals(byId.get(String(line.invoiceId)) ?? 0).toFixed(2) }, 409, [`allocations.${index}.amount`]);
    byId.set(String(line.invoiceId), left);
  }
};

/** Pays the invoices as the lines say, through each invoice's own rules (its history names the receipt). */
const pay = async (records: Records, write: PendingWrite, invoices: readonly Owed[], lines: readonly Row[]): Promise<void> => {
  const paying = new Map<string, number>();
  for (const line of lines) paying.set(String(line.invoiceId), (paying.get(String(line.invoiceId)) ?? 0) + halalasOf(line.amount));
  for (const invoice of invoices) {
    const amount = paying.get(invoice.id);
    if (!amount) continue;
    const paid = halalasOf(invoice.paid) + amount;
    await records.update('invoices', invoice.id, { paidAmount: riyals(paid), status: paid === halalasOf(invoice.total) ? 'paid' : 'partiallyPaid' }, causeOf(write));
  }
};

/** A receipt naming no payer pays for the member or parent its invoices name (their statement lists it). */
const payerFrom = (receipt: Row, values: Row, invoices: readonly Owed[]): void => {
  if (receipt.clubMemberId || receipt.parentId) return;
  const payer = invoices.find((invoice) => invoice.clubMemberId || invoice.parentId);
  if (payer) Object.assign(values, { clubMemberId: payer.clubMemberId, parentId: payer.parentId });
};

const sumOf = (lines: readonly Row[]): number => lines.reduce((sum, line) => sum + halalasOf(line.amount), 0);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The invoices an `allocate` names: one (`invoiceId`), or the open ones of a record that made them (`subscriptionId`…). */
const targetsOf = async (client: PoolClient, body: Row): Promise<string[] | undefined> => {
  if (typeof body.invoiceId === 'string') return UUID.test(body.invoiceId) ? [body.invoiceId] : undefined;
  const field = Object.keys(SOURCES).find((key) => typeof body[key] === 'string' && UUID.test(body[key] as string));
  if (!field) return undefined;
  const { rows } = await client.query(`SELECT "id" FROM "invoices" WHERE "${SOURCES[field]}" = $1 AND "status" IN ('issued', 'partiallyPaid')`, [body[field]]);
  return rows.length ? rows.map((row) => String(row.id)) : undefined;
};

/**
 * A confirmed receipt's credit spent later (`allocate`): on one invoice (`{ invoiceId, amount }`),
 * or on the open invoices of a subscription, an academy month, a booking or a registration, oldest
 * due first (`{ subscriptionId, amount? }`; all the credit they take without one). New allocation
 * lines, within the credit and within what each invoice owes, paid at once.
 */
const allocateCredit = async (records: Records, rules: RuleRefusals, write: PendingWrite, client: PoolClient): Promise<void> => {
  const body = write.recordAction!.body;
  const credit = halalasOf(write.before!.unallocatedAmount ?? 0);
  const refuse = () => rules.refuse(write, 'creditOnly', { credit: riyals(credit).toFixed(2) }, 409, ['amount']);
  const targets = await targetsOf(client, body);
  if (!targets) throw refuse();
  const invoices = await owedInvoices(client, rules, write, targets);
  const due = invoices.reduce((sum, invoice) => sum + dueOf(invoice), 0);
  const amount = body.amount === undefined || body.amount === null ? Math.min(credit, due) : halalasOf(body.amount);
  if (!(amount > 0) || amount > credit) throw refuse();
  const added = typeof body.invoiceId === 'string' ? [{ invoiceId: body.invoiceId, amount: riyals(amount) }] : oldestFirst(rules, write, invoices, amount);
  withinDue(rules, write, invoices, added);
  const lines = write.lines!.allocations ?? [];
  lines.push(...added);
  await pay(records, write, invoices, added);
  payerFrom(write.before!, write.values, invoices);
  const allocated = sumOf(lines);
  Object.assign(write.values, { allocatedAmount: riyals(allocated), unallocatedAmount: riyals(halalasOf(write.before!.amount) - allocated) });
  write.values.invoiceIds = [...new Set([...((write.before!.invoiceIds as string[] | null) ?? []), ...added.map((line) => String(line.invoiceId))])];
};

// A receipt voucher (parts/vouchers.ts for what it shares with a payment voucher). Its allocation
// lines say what it pays of each invoice (naming invoices alone: oldest first, as before); each
// invoice must be issued and owe what is allocated to it, and the lines no more than the amount.
// Confirming it pays them in its transaction, each invoice locked (two receipts for one invoice
// take turns, and the second finds what is left): each becomes paid, or partly paid. What is not
// allocated is the payer's credit (unallocatedAmount), spent later by the `allocate` action.
export const override = defineOverride(({ records, rules }) => ({
  recordActions: { confirm: editAction('confirm'), cancel: editAction('cancel'), allocate: editAction('allocate') },
  beforeWrite: async (write, client) => {
    if (write.recordAction?.name === 'allocate') {
      if (write.before?.status !== 'confirmed') throw rules.refuse(write, 'creditOnly', { credit: '0.00' }, 409, ['amount']);
      return allocateCredit(records, rules, write, client);
    }
    const confirming = voucherRules(rules, write);
    const { before, values, action, lines } = write;
    if (action === 'delete') return;
    const receipt = { ...before, ...values };
    const amount = halalasOf(receipt.amount);
    const given = lines?.allocations ?? [];
    if (given.length > 0) values.invoiceIds = [...new Set(given.map((line) => String(line.invoiceId)))];
    const ids = given.length > 0 ? (values.invoiceIds as string[]) : ((receipt.invoiceIds as string[] | null) ?? []);
    if (sumOf(given) > amount) throw rules.refuse(write, 'allocatedWithinAmount', { amount: riyals(amount).toFixed(2) }, 400, ['allocations']);
    const judged = confirming || 'invoiceIds' in values || 'amount' in values || Boolean(write.linesGiven && given.length);
    let allocations = given;
    if (ids.length > 0 && judged && receipt.status !== 'canceled') {
      const invoices = await owedInvoices(client, rules, write, ids);
      payerFrom(receipt, values, invoices);
      if (given.length === 0) allocations = oldestFirst(rules, write, invoices, amount);
      else withinDue(rules, write, invoices, given);
      if (confirming) {
        // Named invoices become lines of their own: what it paid of each is kept.
        if (given.length === 0 && lines) lines.allocations = allocations;
        await pay(records, write, invoices, allocations);
      }
    }
    const allocated = confirming ? sumOf(allocations) : 0;
    Object.assign(values, { allocatedAmount: riyals(allocated), unallocatedAmount: confirming ? riyals(amount - allocated) : 0 });
  },
}));
