import type { PoolClient } from 'pg';
import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';
import { arabicAmountInWords, englishAmountInWords } from './parts/amount-in-words';
import { remindDue } from './parts/invoice-reminders';
import { followPayments, remainingOf } from './parts/invoice-sources';
import { zatcaQrPayload } from './parts/zatca-qr';

type Row = Record<string, unknown>;

// Its moves (draft → issued → partly paid / paid; a draft canceled; an issued one canceled by its
// credit note), its first states, the VAT number a standard invoice needs and that only a credit
// note names another invoice are declared in the schema. What stays here is an invoice's own: totals from the lines, ZATCA's seller and QR code on
// issue, what a credit note may cancel, and its lines kept once issued (an issued invoice is edited
// and deleted by no one: its workflow's editable and deletable states).
const CREDITABLE: readonly string[] = ['issued', 'partiallyPaid', 'paid'];

// Money is computed in halalas (1/100 SAR) with integers, quantities and rates to 4 decimals:
// no floating-point drift, each line rounded once, half away from zero.
const scaled = (value: unknown, scale: number): bigint => BigInt(Math.round(Number(value) * scale));
const divideRounded = (numerator: bigint, denominator: bigint): bigint => (numerator * 2n + denominator) / (denominator * 2n);
const riyals = (halalas: bigint): number => Number(halalas) / 100;

const lineAmount = (line: Row): bigint => divideRounded(scaled(line.quantity, 10_000) * scaled(line.unitPrice, 100), 10_000n) - scaled(line.discount ?? 0, 100);
const lineVat = (line: Row, amount: bigint): bigint => divideRounded(amount * scaled(line.vatRate, 10_000), 1_000_000n);

const linesChanged = (lines: readonly Row[], before: readonly Row[]): boolean =>
  lines.length !== before.length ||
  lines.some((line, index) => ['description', 'quantity', 'unitPrice', 'discount', 'vatRate'].some((field) => String(line[field] ?? 0) !== String(before[index]?.[field] ?? 0)));

/** A stored value and a sent one compared as the API shows them (a date as YYYY-MM-DD). */

/** The seller as the club's settings name it: its Arabic name and VAT number. */
const sellerOf = async (client: PoolClient): Promise<{ name: string; vatNumber: string }> => {
  const { rows } = await client.query(`SELECT "site_name_ar" AS "name", "vat_number" AS "vatNumber" FROM "website_settings" LIMIT 1`);
  return { name: String(rows[0]?.name ?? ''), vatNumber: String(rows[0]?.vatNumber ?? '') };
};

export const override = defineOverride(({ records, rules, outbox }) => ({
  // Due-date reminders to the customer, 3 days before and on the day, each once (parts/invoice-reminders.ts).
  schedule: { remindDue: { everyMinutes: 24 * 60, run: (client, cause) => remindDue(client, records, rules, outbox, cause) } },
  beforeWrite: async (write, client) => {
    const { action, before, values, lines, linesBefore, linesGiven } = write;
    const from = String(before?.status ?? 'draft');
    // Kept once issued, and edited only as a draft: declared (workflow editable and deletable).
    if (action === 'delete') return;
    if (!lines) return;
    const items = lines.items ?? [];
    const to = String(values.status ?? from);
    if (action === 'update' && from !== 'draft') {
      if (linesGiven && linesChanged(items, linesBefore?.items ?? [])) throw rules.refuse(write, 'linesOfDraftOnly', {}, 409);
    }
    const record = { ...before, ...values };
    if (to === 'issued' && items.length === 0) throw rules.refuse(write, 'linesToIssue');

    // The totals always follow the lines: whatever a client sends for them is not taken.
    let subtotal = 0n;
    let vat = 0n;
    for (const [index, line] of items.entries()) {
      const amount = lineAmount(line);
      if (amount < 0n) throw rules.refuse(write, 'discountWithinLine', {}, 400, [`items.${index}.discount`]);
      line.amount = riyals(amount);
      subtotal += amount;
      vat += lineVat(line, amount);
    }
    const total = subtotal + vat;
    Object.assign(values, {
      subtotal: riyals(subtotal),
      vatTotal: riyals(vat),
      total: riyals(total),
      totalInWords: englishAmountInWords(Number(total)),
      totalInWordsAr: arabicAmountInWords(Number(total)),
    });

    // Marked paid by the office: all of it is paid.
    if (to === 'paid' && from !== 'paid') values.paidAmount = riyals(total);
    values.remainingAmount = remainingOf({ status: to, total: riyals(total), paidAmount: values.paidAmount ?? before?.paidAmount });
    if (to === 'issued' && from !== 'issued' && !before?.issuedAt) {
      if (record.type === 'creditNote') {
        // The credited invoice, locked: two credit notes for one invoice take turns, and the second is refused.
        const { rows } = await client.query(`SELECT "status", "type", "total" FROM "invoices" WHERE "id" = $1 FOR NO KEY UPDATE`, [record.creditedInvoiceId]);
        const credited = rows[0];
        if (!credited || credited.type === 'creditNote' || !CREDITABLE.includes(credited.status)) throw rules.refuse(write, 'creditableOnce', {}, 409);
        if (scaled(credited.total, 100) !== total) throw rules.refuse(write, 'creditWhole', { total: Number(credited.total).toFixed(2) }, 409);
      }
      const seller = await sellerOf(client);
      if (!seller.vatNumber) throw rules.refuse(write, 'sellerVatNumber', {}, 409);
      const issuedAt = new Date();
      Object.assign(values, {
        issuedAt,
        sellerName: seller.name,
        sellerVatNumber: seller.vatNumber,
        qrCode: zatcaQrPayload({ sellerName: seller.name, vatNumber: seller.vatNumber, issuedAt, total: riyals(total), vat: riyals(vat) }),
      });
    }
  },
  // An issued credit note cancels the invoice it refers to, in the same transaction.
  afterWrite: async (event, client) => {
    const { action, before, after } = event;
    // What made it (a subscription, a booking) follows its payments and its cancellation.
    if (after && (event.changed.includes('paidAmount') || event.changed.includes('status'))) await followPayments(records, client, after, causeOf(event));
    if (action === 'delete' || after?.type !== 'creditNote' || after.status !== 'issued' || before?.status === 'issued') return;
    await records.update('invoices', after.creditedInvoiceId as string, { status: 'canceled' }, causeOf(event));
  },
}));
