import type { PoolClient } from 'pg';
import { causeOf } from '../crud/cause';
import { conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { editAction } from './parts/edit-action';
import { halalasOf } from './parts/money';
import { voucherRules } from './parts/vouchers';

const MESSAGES: Record<Locale, { unpayable: string; tooMuch: (owed: string) => string }> = {
  en: {
    unpayable: 'Only issued invoices that are not fully paid can be paid by a receipt',
    tooMuch: (owed) => `The amount is more than the invoices owe (${owed} SAR)`,
  },
  ar: {
    unpayable: 'لا يُسدَّد بسند القبض إلا فواتير صادرة لم تُسدَّد كاملة',
    tooMuch: (owed) => `المبلغ أكبر مما على الفواتير (${owed} ريال)`,
  },
};

interface Owed {
  id: string;
  total: string;
  paid: string;
}

/** The invoices a receipt names, oldest first, locked until the receipt's transaction ends. */
const owedInvoices = async (client: PoolClient, ids: readonly string[], locale: Locale): Promise<Owed[]> => {
  const { rows } = await client.query<Owed & { status: string }>(
    `SELECT "id", "status", "total", COALESCE("paid_amount", 0) AS "paid" FROM "invoices" WHERE "id" = ANY($1::uuid[]) ORDER BY "issued_at", "id" FOR NO KEY UPDATE`,
    [ids],
  );
  const m = MESSAGES[locale];
  if (rows.length !== new Set(ids).size || rows.some((row) => !['issued', 'partiallyPaid'].includes(row.status))) throw conflict(m.unpayable, { invoiceIds: m.unpayable });
  return rows;
};

// A receipt voucher (parts/vouchers.ts for what it shares with a payment voucher). The invoices
// it names must be issued and owe something, and it may not pay more than they owe; confirming it
// pays them, oldest first, in its transaction: each becomes paid, or partly paid (through the
// invoice's own rules, with an entry in its history naming the receipt).
export const override = defineOverride(({ records }) => ({
  recordActions: { confirm: editAction('confirm'), cancel: editAction('cancel') },
  beforeWrite: async (write, client) => {
    const confirming = voucherRules(write);
    const { before, values, locale, action } = write;
    if (action === 'delete') return;
    const receipt = { ...before, ...values };
    const ids = (receipt.invoiceIds as string[] | null) ?? [];
    if (ids.length === 0 || !(confirming || 'invoiceIds' in values || 'amount' in values)) return;
    const invoices = await owedInvoices(client, ids, locale);
    const owed = invoices.reduce((sum, invoice) => sum + halalasOf(invoice.total) - halalasOf(invoice.paid), 0);
    let left = halalasOf(receipt.amount);
    if (left > owed) throw conflict(MESSAGES[locale].tooMuch((owed / 100).toFixed(2)), { amount: MESSAGES[locale].tooMuch((owed / 100).toFixed(2)) });
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
