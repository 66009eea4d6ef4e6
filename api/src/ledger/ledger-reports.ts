import { debitNormal, type AccountType, type BalanceSheet, type IncomeStatement, type ReportAccount, type StatementSection, type TrialBalance, type TrialBalanceRow, type VatBox, type VatReturn } from '@club/schema';
import type { Pool } from 'pg';
import { halalasOrZero } from '../overrides/parts/money';

const money = (value: unknown): number => halalasOrZero(value) / 100;
const sum = (values: readonly number[]): number => money(values.reduce((total, value) => total + Math.round(value * 100), 0) / 100);

const ACCOUNT_COLUMNS = `a."id", a."code", a."name", a."name_ar" AS "nameAr", a."type"`;

/** The sales boxes of ZATCA's VAT return by an invoice line's VAT and its reason for none. */
const SALES_BOX = `CASE
  WHEN it."vat_rate" > 0 THEN 1
  WHEN it."vat_exemption_reason" IN ('privateEducation', 'privateHealthcare') THEN 2
  WHEN it."vat_exemption_reason" IN ('exportOfGoods', 'exportOfServices') THEN 4
  WHEN it."vat_exemption_reason" IN ('financialServices', 'residentialRealEstate') THEN 5
  ELSE 3 END`;

/**
 * The general ledger's reports, read from the posted lines (and, for the VAT return, from the
 * issued invoices and credit notes): each a plain query over an index, every amount to the halala.
 */
export class LedgerReports {
  constructor(private readonly pool: Pick<Pool, 'query'>) {}

  /** Every account with entries: its balance before `from`, the period's debits and credits, its balance at `to`. */
  async trialBalance(from: string, to: string): Promise<TrialBalance> {
    const { rows } = await this.pool.query(
      `SELECT ${ACCOUNT_COLUMNS},
         coalesce(sum(l."debit" - l."credit") FILTER (WHERE l."entry_date" < $1), 0) AS "opening",
         coalesce(sum(l."debit") FILTER (WHERE l."entry_date" >= $1), 0) AS "debit",
         coalesce(sum(l."credit") FILTER (WHERE l."entry_date" >= $1), 0) AS "credit"
       FROM "journal_lines" l JOIN "accounts" a ON a."id" = l."account_id"
       WHERE l."posted" AND l."entry_date" <= $2
       GROUP BY a."id" ORDER BY a."code"`,
      [from, to],
    );
    const shaped = rows.map((row) => {
      const [opening, debit, credit] = [money(row.opening), money(row.debit), money(row.credit)];
      return { ...row, opening, debit, credit, closing: sum([opening, debit, -credit]) } as TrialBalanceRow;
    });
    const totalOf = (key: 'opening' | 'debit' | 'credit' | 'closing') => sum(shaped.map((row) => row[key]));
    return { from, to, rows: shaped, totals: { opening: totalOf('opening'), debit: totalOf('debit'), credit: totalOf('credit'), closing: totalOf('closing') } };
  }

  async incomeStatement(from: string, to: string): Promise<IncomeStatement> {
    const sections = await this.sections(['revenue', 'expense'], from, to);
    return { from, to, sections, surplus: sum([sections[0]!.total, -sections[1]!.total]) };
  }

  async balanceSheet(at: string): Promise<BalanceSheet> {
    // One read of every account: the balance sheet's three kinds, and the surplus from the other two.
    const [assets, liabilities, equity, revenue, expense] = await this.sections(['asset', 'liability', 'equity', 'revenue', 'expense'], null, at);
    const surplus = sum([revenue!.total, -expense!.total]);
    return { at, sections: [assets!, liabilities!, equity!], surplus, difference: sum([assets!.total, -liabilities!.total, -equity!.total, -surplus]) };
  }

  /** ZATCA's boxes 1–16 for the period: sales from the issued invoices (credit notes as adjustments), purchases' VAT from the ledger. */
  async vatReturn(from: string, to: string): Promise<VatReturn> {
    const { rows: sales } = await this.pool.query(
      `SELECT ${SALES_BOX} AS "box", i."type" = 'creditNote' AS "adjustment",
         sum(it."amount") AS "amount", sum(round(it."amount" * it."vat_rate" / 100, 2)) AS "vat"
       FROM "invoices" i JOIN "invoice_items" it ON it."invoice_id" = i."id"
       WHERE i."issued_at" IS NOT NULL AND i."issue_date" BETWEEN $1 AND $2
       GROUP BY 1, 2`,
      [from, to],
    );
    const { rows: purchases } = await this.pool.query(
      `SELECT coalesce(sum(l."debit" - l."credit"), 0) AS "vat"
       FROM "journal_lines" l JOIN "posting_accounts" p ON p."account_id" = l."account_id" AND p."purpose" = 'vatInput'
       WHERE l."posted" AND l."entry_date" BETWEEN $1 AND $2`,
      [from, to],
    );
    const boxes = new Map<number, VatBox>(Array.from({ length: 16 }, (_, index) => [index + 1, { box: index + 1, amount: 0, adjustment: 0, vat: 0 }]));
    for (const row of sales) {
      const box = boxes.get(Number(row.box))!;
      if (row.adjustment) box.adjustment = sum([box.adjustment, -money(row.amount)]);
      else box.amount = sum([box.amount, money(row.amount)]);
      box.vat = sum([box.vat, row.adjustment ? -money(row.vat) : money(row.vat)]);
    }
    // Standard-rated purchases: the VAT paid on them as the ledger holds it, and the amount it is 15 % of.
    const inputVat = money(purchases[0]?.vat);
    Object.assign(boxes.get(7)!, { amount: money(inputVat / 0.15), vat: inputVat });
    const total = (box: number, parts: readonly number[]) => {
      const at = boxes.get(box)!;
      at.amount = sum(parts.map((part) => boxes.get(part)!.amount));
      at.adjustment = sum(parts.map((part) => boxes.get(part)!.adjustment));
      at.vat = sum(parts.map((part) => boxes.get(part)!.vat));
    };
    total(6, [1, 2, 3, 4, 5]);
    total(12, [7, 8, 9, 10, 11]);
    // 13: the period's VAT due; 14 corrections and 15 credit carried forward are the accountant's, 16 what is paid.
    boxes.get(13)!.vat = sum([boxes.get(6)!.vat, -boxes.get(12)!.vat]);
    boxes.get(16)!.vat = sum([boxes.get(13)!.vat, boxes.get(14)!.vat, -boxes.get(15)!.vat]);
    return { from, to, boxes: [...boxes.values()] };
  }

  /** The accounts of these types with their balance over the period (from the start when `from` is null), on their normal side. */
  private async sections(types: readonly AccountType[], from: string | null, to: string): Promise<StatementSection[]> {
    const { rows } = await this.pool.query(
      `SELECT ${ACCOUNT_COLUMNS}, sum(l."debit" - l."credit") AS "balance"
       FROM "journal_lines" l JOIN "accounts" a ON a."id" = l."account_id"
       WHERE l."posted" AND a."type" = ANY($1) AND ($2::date IS NULL OR l."entry_date" >= $2) AND l."entry_date" <= $3
       GROUP BY a."id" ORDER BY a."code"`,
      [types, from, to],
    );
    return types.map((type) => {
      const debitSide = debitNormal(type);
      const shaped = rows.filter((row) => row.type === type).map(({ balance, ...account }) => ({ ...(account as ReportAccount), amount: money(debitSide ? balance : -Number(balance)) }));
      return { type, rows: shaped, total: sum(shaped.map((row) => row.amount)) };
    });
  }
}
