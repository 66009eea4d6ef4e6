import type { PoolClient } from 'pg';
import type { Cause } from '../../crud/cause';
import type { Row } from '../../crud/crud.service';
import type { Records } from '../../crud/records';
import type { RuleRefusals } from '../../rules/refusals';
import { addMonths } from './club-calendar';

// What the club charges for (a subscription, a month of the academy, a booking, an event) becomes
// invoices through the engine, in the charge's own transaction. Prices are the club's prices to
// the public: VAT included, so an invoice's total is exactly what the price list says.

/** Saudi VAT, percent. */
export const VAT_RATE = 15;

/** A net amount's total with its VAT rounded half away from zero, as invoices.ts rounds a line. */
const grossOf = (net: number): number => net + Math.round((net * VAT_RATE) / 100);

/**
 * Invoice lines (quantity 1, VAT 15 %) whose total is exactly `total` halalas. A total no net
 * amount reaches (VAT rounding skips some halalas) takes a second line of one halala, whose VAT
 * rounds to nothing.
 */
export const linesForTotal = (total: number, description: string, roundingDescription: string): Row[] => {
  let net = Math.floor((total * 100) / (100 + VAT_RATE));
  while (grossOf(net + 1) <= total) net += 1;
  const line = (halalas: number, text: string): Row => ({ description: text, quantity: 1, unitPrice: halalas / 100, discount: 0, vatRate: VAT_RATE });
  const lines = [line(net, description)];
  if (grossOf(net) < total) lines.push(line(total - grossOf(net), roundingDescription));
  return lines;
};

type Values = Record<string, string | number>;

/**
 * An invoice line's words in Arabic, then English (a tax invoice is read in Arabic, whoever asked
 * for it), from the resource's texts, each language with its own values (a package's names).
 */
export const bilingualLine = (rules: RuleRefusals, resource: string, key: string, values: (locale: 'ar' | 'en') => Values): string =>
  `${rules.text({ resource, locale: 'ar' }, key, values('ar'))} / ${rules.text({ resource, locale: 'en' }, key, values('en'))}`.slice(0, 200);

/** The rounding line's words, in both languages. */
export const roundingLine = (rules: RuleRefusals, resource: string): string => bilingualLine(rules, resource, 'invoiceRounding', () => ({}));

/** `total` halalas in `count` parts of whole halalas, equal but for the remainder on the last. */
export const instalmentsOf = (total: number, count: number): number[] => {
  const share = Math.floor(total / count);
  return Array.from({ length: count }, (_, index) => (index === count - 1 ? total - share * (count - 1) : share));
};

/** The due date of instalment `index` (0-based): a month apart from the first. */
export const instalmentDue = (first: string, index: number): string => addMonths(first, index);

/** Whether the club's VAT number is set: an invoice is issued under it, or waits as a draft for it. */
export const canIssue = async (client: PoolClient): Promise<boolean> => {
  const { rows } = await client.query(`SELECT "vat_number" AS "vatNumber" FROM "website_settings" LIMIT 1`);
  return Boolean(rows[0]?.vatNumber);
};

/** What an invoice made for a charge says: who pays, when, its link back and its lines. */
export interface Charge {
  customerName: string;
  customerEmail?: string | null;
  clubMemberId?: string | null;
  parentId?: string | null;
  dueDate: string;
  /** The field naming its source (`subscriptionId`) and the source's id. */
  source: Readonly<Record<string, string>>;
  instalment?: number;
  items: Row[];
}

/** Makes a charge's invoice through the engine (its totals, number and QR by its own rules): issued when the club can issue it. */
export const invoiceCharge = async (records: Records, client: PoolClient, charge: Charge, cause: Cause): Promise<Row> =>
  records.create(
    'invoices',
    {
      type: 'simplified',
      status: (await canIssue(client)) ? 'issued' : 'draft',
      customerName: charge.customerName,
      customerEmail: charge.customerEmail ?? null,
      clubMemberId: charge.clubMemberId ?? null,
      parentId: charge.parentId ?? null,
      dueDate: charge.dueDate,
      ...charge.source,
      instalment: charge.instalment ?? null,
      items: charge.items,
    },
    cause,
  );

/** What the invoices a source made were paid, and owe, in halalas (canceled ones left out). */
export const paidOfSource = async (client: PoolClient, column: string, id: string): Promise<{ paid: number; total: number }> => {
  const { rows } = await client.query(
    `SELECT COALESCE(SUM(ROUND(COALESCE("paid_amount", 0) * 100)), 0)::bigint AS "paid", COALESCE(SUM(ROUND(COALESCE("total", 0) * 100)), 0)::bigint AS "total"
       FROM "invoices" WHERE "${column}" = $1 AND "status" <> 'canceled'`,
    [id],
  );
  return { paid: Number(rows[0].paid), total: Number(rows[0].total) };
};

/**
 * A cancelled source owes nothing more: each of its issued invoices nothing was paid of is
 * cancelled by a credit note for its whole total (issued through the invoice's own rules, the way
 * the office cancels one), its drafts dropped. One partly or wholly paid stays, for the office to
 * refund or credit.
 */
export const creditUnpaidInvoices = async (records: Records, field: string, id: string, notes: string, cause: Cause): Promise<void> => {
  await dropDraftInvoices(records, field, id, cause);
  for (const open of await records.find('invoices', { [field]: id, status: 'issued', type: ['simplified', 'standard'] })) {
    const invoice = (await records.get('invoices', String(open.id)))!;
    const items = ((invoice.items as Row[] | undefined) ?? []).map(({ description, quantity, unitPrice, discount, vatRate }) => ({ description, quantity, unitPrice, discount, vatRate }));
    await records.create('invoices', {
      type: 'creditNote', creditedInvoiceId: invoice.id, status: 'issued', customerName: invoice.customerName, customerEmail: invoice.customerEmail ?? null,
      customerVatNumber: invoice.customerVatNumber ?? null, clubMemberId: invoice.clubMemberId ?? null, parentId: invoice.parentId ?? null,
      dueDate: invoice.dueDate, [field]: id, notes, items,
    }, cause);
  }
};

/** A source's draft invoices go with it (an issued one is kept, as every issued invoice). */
export const dropDraftInvoices = async (records: Records, field: string, id: string, cause: Cause): Promise<void> => {
  for (const invoice of await records.find('invoices', { [field]: id, status: 'draft' })) await records.delete('invoices', String(invoice.id), cause);
};
