import type { PayerKind, Statement, StatementLine } from '@club/schema';
import type { Pool } from 'pg';
import { halalasOrZero } from '../overrides/parts/money';

/** Whose statement: a member (their subscriptions, registrations) or a parent (their children's academy months). */
export const PAYERS: Readonly<Record<PayerKind, { resource: string; table: string; column: string }>> = {
  member: { resource: 'clubMembers', table: 'club_members', column: 'club_member_id' },
  parent: { resource: 'parents', table: 'parents', column: 'parent_id' },
};

/**
 * A payer's statement: their issued invoices (not drafts, not cancelled ones) and confirmed
 * receipts, by date (an invoice before a receipt of the same day), with the running balance in
 * exact halalas; what is still due, and their credit (receipts' amounts not allocated).
 */
export const statementOf = async (pool: Pool, kind: PayerKind, id: string): Promise<Statement | undefined> => {
  const payer = PAYERS[kind];
  const { rows: people } = await pool.query(`SELECT "id", "full_name" AS "name", "full_name_ar" AS "nameAr" FROM "${payer.table}" WHERE "id" = $1`, [id]);
  if (!people[0]) return undefined;
  const { rows } = await pool.query(
    `SELECT 'invoice' AS "kind", "id", "issue_date"::text AS "date", "number", "status", "total" AS "debit", 0 AS "credit",
            "total" - COALESCE("paid_amount", 0) AS "open", "due_date"::text AS "dueDate", "created_at"
       FROM "invoices" WHERE "${payer.column}" = $1 AND "status" IN ('issued', 'partiallyPaid', 'paid') AND "type" <> 'creditNote'
     UNION ALL
     SELECT 'receipt', "id", "voucher_date"::text, "number", "status", 0, "amount", COALESCE("unallocated_amount", 0), NULL, "created_at"
       FROM "receipt_vouchers" WHERE "${payer.column}" = $1 AND "status" = 'confirmed'
     ORDER BY "date", "kind", "created_at", "number", "id"`,
    [id],
  );
  let balance = 0;
  const totals = { invoiced: 0, received: 0, due: 0, credit: 0, balance: 0 };
  const lines = rows.map((row): StatementLine => {
    const [debit, credit, open] = [halalasOrZero(row.debit), halalasOrZero(row.credit), halalasOrZero(row.open)];
    balance += debit - credit;
    totals.invoiced += debit;
    totals.received += credit;
    if (row.kind === 'invoice') totals.due += open;
    else totals.credit += open;
    return { kind: row.kind, id: row.id, date: row.date, number: row.number, status: row.status, debit: debit / 100, credit: credit / 100, balance: balance / 100, open: open / 100, dueDate: row.dueDate };
  });
  const riyals = (value: number) => value / 100;
  return {
    payer: { kind, id, name: people[0].name, nameAr: people[0].nameAr },
    lines,
    totals: { invoiced: riyals(totals.invoiced), received: riyals(totals.received), due: riyals(totals.due), credit: riyals(totals.credit), balance: riyals(balance) },
  };
};
