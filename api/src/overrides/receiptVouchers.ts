import type { PoolClient } from 'pg';
import { causeOf } from '../crud/cause';
import type { PendingWrite } from '../crud/crud.service';
import type { RuleRefusals } from '../rules/refusals';
import { defineOverride } from '../server-overrides/define';
import { editAction } from './parts/edit-action';
import { halalasOf } from './parts/money';
import { voucherRules } from './parts/vouchers';

interface Owed {
  id: string;
  total: string;
  paid: string;
}

/** The invoices a receipt names, oldest first, locked until the receipt's transaction ends. */
const owedInvoices = async (client: PoolClient, rules: RuleRefusals, write: PendingWrite, ids: readonly string[]): Promise<Owed[]> => {
  const { rows } = await client.query<Owed & { status: string }>(
    `SELECT "id", "status", "total", COALESCE("paid_amount", 0) AS "paid" FROM "invoices" WHERE "id" = ANY($1::uuid[]) ORDER BY "issued_at", "id" FOR NO KEY UPDATE`,
    [ids],
  );
  if (rows.length !== new Set(ids).size || rows.some((row) => !['issued', 'partiallyPaid'].includes(row.status))) throw rules.refuse(write, 'unpayable', {}, 409);
  return rows;
};

// A receipt voucher (parts/vouchers.ts for what it shares with a payment voucher). The invoices
// it names must be issued and owe something, and it may not pay more than they owe; confirming it
// pays them, oldest first, in its transaction: each becomes paid, or partly paid (through the
// invoice's own rules, with an entry in its history naming the receipt).
export const override = defineOverride(({ records, rules }) => ({
  recordActions: { confirm: editAction('confirm'), cancel: editAction('cancel') },
  beforeWrite: async (write, client) => {
    const confirming = voucherRules(rules, write);
    const { before, values, action } = write;
    if (action === 'delete') return;
    const receipt = { ...before, ...values };
    const ids = (receipt.invoiceIds as string[] | null) ?? [];
    if (ids.length === 0 || !(confirming || 'invoiceIds' in values || 'amount' in values)) return;
    const invoices = await owedInvoices(client, rules, write, ids);
    const owed = invoices.reduce((sum, invoice) => sum + halalasOf(invoice.total) - halalasOf(invoice.paid), 0);
    let left = halalasOf(receipt.amount);
    if (left > owed) throw rules.refuse(write, 'atMostOwed', { owed: (owed / 100).toFixed(2) }, 409);
    if (!confirming) return;
    for (const invoice of invoices) {
      if (left === 0) break;
      const due = halalasOf(invoice.total) - halalasOf(invoice.paid);
      const paying = Math.min(left, due);
      left -= paying;
      const paid = halalasOf(invoice.paid) + paying;
      await records.update('invoices', invoice.id, { paidAmount: paid / 100, status: paid === halalasOf(invoice.total) ? 'paid' : 'partiallyPaid' }, causeOf(write));
    }
  },
}));
