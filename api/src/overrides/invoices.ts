import type { PoolClient } from 'pg';
import type { Locale } from '../i18n/messages';
import { causeOf } from '../crud/cause';
import { badRequest, conflict } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';
import { arabicAmountInWords, englishAmountInWords } from './parts/amount-in-words';
import { zatcaQrPayload } from './parts/zatca-qr';

type Row = Record<string, unknown>;

// Its moves (draft → issued → partly paid / paid; a draft canceled; an issued one canceled by its
// credit note), its first states and the VAT number a standard invoice needs are declared in the
// schema. What stays here is an invoice's own: totals from the lines, ZATCA's seller and QR code on
// issue, what a credit note may cancel, and what an issued invoice keeps as it was issued.
const CREDITABLE: readonly string[] = ['issued', 'partiallyPaid', 'paid'];

// What stays as it was issued: everything a client sends but the status.
const FROZEN = ['type', 'creditedInvoiceId', 'customerName', 'customerEmail', 'customerVatNumber', 'issueDate', 'dueDate', 'notes'];

// Rules over the lines, another invoice and the club's settings: beyond what a declared check reads.
const MESSAGES: Record<Locale, {
  refused: string;
  linesLocked: string;
  noLines: string;
  frozen: string;
  notCreditNote: string;
  notCreditable: string;
  creditTotal: (total: string) => string;
  deleteIssued: string;
  sellerVatNumber: string;
  discountTooLarge: string;
}> = {
  en: {
    refused: 'This invoice cannot be changed this way',
    linesLocked: 'The lines of an invoice can change only while it is a draft',
    noLines: 'An invoice needs at least one line before it is issued',
    frozen: 'An issued invoice is never edited: issue a credit note to cancel it',
    notCreditNote: 'Only a credit note refers to another invoice',
    notCreditable: 'Only an issued or paid invoice can be credited, once',
    creditTotal: (total) => `A credit note cancels the whole invoice: its total must be ${total}`,
    deleteIssued: 'An issued invoice is never deleted: issue a credit note to cancel it',
    sellerVatNumber: 'Enter the club’s VAT registration number in the website settings before issuing invoices',
    discountTooLarge: 'The discount is more than the line’s amount',
  },
  ar: {
    refused: 'لا يمكن تعديل هذه الفاتورة بهذه الطريقة',
    linesLocked: 'لا تتغير بنود الفاتورة إلا وهي مسودة',
    noLines: 'تحتاج الفاتورة إلى بند واحد على الأقل قبل إصدارها',
    frozen: 'لا تُعدَّل الفاتورة بعد إصدارها: أصدر إشعارًا دائنًا لإلغائها',
    notCreditNote: 'لا يشير إلى فاتورة أخرى إلا الإشعار الدائن',
    notCreditable: 'لا يُصدر إشعار دائن إلا لفاتورة صادرة أو مدفوعة، ومرة واحدة',
    creditTotal: (total) => `يلغي الإشعار الدائن الفاتورة كاملة: يجب أن يكون إجماليه ${total}`,
    deleteIssued: 'لا تُحذف الفاتورة بعد إصدارها: أصدر إشعارًا دائنًا لإلغائها',
    sellerVatNumber: 'أدخل الرقم الضريبي للنادي في إعدادات الموقع قبل إصدار الفواتير',
    discountTooLarge: 'الخصم أكبر من مبلغ البند',
  },
};

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
const shown = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : value === undefined || value === null ? '' : String(value));

/** The seller as the club's settings name it: its Arabic name and VAT number. */
const sellerOf = async (client: PoolClient): Promise<{ name: string; vatNumber: string }> => {
  const { rows } = await client.query(`SELECT "site_name_ar" AS "name", "vat_number" AS "vatNumber" FROM "website_settings" LIMIT 1`);
  return { name: String(rows[0]?.name ?? ''), vatNumber: String(rows[0]?.vatNumber ?? '') };
};

export const override = defineOverride(({ records }) => ({
  beforeWrite: async ({ action, before, values, lines, linesBefore, linesGiven, locale }, client) => {
    const m = MESSAGES[locale];
    const from = String(before?.status ?? 'draft');
    if (action === 'delete') {
      // A canceled one is final (the workflow keeps it); an issued or paid one is kept too.
      if (CREDITABLE.includes(from)) throw conflict(m.deleteIssued, { status: m.deleteIssued });
      return;
    }
    if (!lines) return;
    const items = lines.items ?? [];
    const to = String(values.status ?? from);
    if (action === 'update' && from !== 'draft') {
      const edited = FROZEN.find((field) => field in values && shown(values[field]) !== shown(before?.[field]));
      if (edited) throw conflict(m.frozen, { [edited]: m.frozen });
      if (linesGiven && linesChanged(items, linesBefore?.items ?? [])) throw conflict(m.frozen, { items: m.linesLocked });
    }
    const record = { ...before, ...values };
    if (record.type !== 'creditNote' && record.creditedInvoiceId) throw badRequest(m.refused, { creditedInvoiceId: m.notCreditNote });
    if (to === 'issued' && items.length === 0) throw badRequest(m.refused, { items: m.noLines });

    // The totals always follow the lines: whatever a client sends for them is not taken.
    let subtotal = 0n;
    let vat = 0n;
    for (const [index, line] of items.entries()) {
      const amount = lineAmount(line);
      if (amount < 0n) throw badRequest(m.refused, { [`items.${index}.discount`]: m.discountTooLarge });
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
    if (to === 'issued' && from !== 'issued' && !before?.issuedAt) {
      if (record.type === 'creditNote') {
        // The credited invoice, locked: two credit notes for one invoice take turns, and the second is refused.
        const { rows } = await client.query(`SELECT "status", "type", "total" FROM "invoices" WHERE "id" = $1 FOR NO KEY UPDATE`, [record.creditedInvoiceId]);
        const credited = rows[0];
        if (!credited || credited.type === 'creditNote' || !CREDITABLE.includes(credited.status)) throw conflict(m.notCreditable, { creditedInvoiceId: m.notCreditable });
        if (scaled(credited.total, 100) !== total) throw conflict(m.creditTotal(Number(credited.total).toFixed(2)), { items: m.creditTotal(Number(credited.total).toFixed(2)) });
      }
      const seller = await sellerOf(client);
      if (!seller.vatNumber) throw conflict(m.sellerVatNumber, { status: m.sellerVatNumber });
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
  afterWrite: async (event) => {
    const { action, before, after } = event;
    if (action === 'delete' || after?.type !== 'creditNote' || after.status !== 'issued' || before?.status === 'issued') return;
    await records.update('invoices', after.creditedInvoiceId as string, { status: 'canceled' }, causeOf(event));
  },
}));
