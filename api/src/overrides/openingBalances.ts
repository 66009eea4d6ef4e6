import { defineOverride } from '../server-overrides/define';
import { editAction } from './parts/edit-action';
import { halalasOf } from './parts/money';

/** The chart of accounts' first digit names the account's type. */
const TYPE_BY_DIGIT: Record<string, string> = { '1': 'asset', '2': 'liability', '3': 'equity', '4': 'revenue', '5': 'expense' };

// An opening balance: one per fiscal year, account and company (a receivable kept per customer),
// taken in turns per year and account so two at once cannot both pass; a debit or a credit, the
// balance and the account's type derived; posted by finance (who and when), then final.
export const override = defineOverride(({ rules }) => ({
  recordActions: { post: editAction('post') },
  beforeWrite: async (write, client) => {
    const { action, id, before, values, actor, recordAction } = write;
    if (before?.status === 'posted') throw rules.refuse(write, 'postedUnchanged', {}, 409);
    if (action === 'delete') return;
    if (recordAction) {
      Object.assign(values, { status: 'posted', postedById: actor?.id ?? null, postedAt: new Date().toISOString() });
      return;
    }
    if (action === 'create') values.status = 'draft';
    const entry = { ...before, ...values };
    const [debit, credit] = [halalasOf(entry.debit ?? 0), halalasOf(entry.credit ?? 0)];
    if (debit > 0 && credit > 0) throw rules.refuse(write, 'debitOrCredit');
    values.balance = (debit - credit) / 100;
    values.accountType = TYPE_BY_DIGIT[String(entry.accountCode)[0]!];
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`openingBalances:${entry.fiscalYear}:${entry.accountCode}`]);
    const { rows } = await client.query(
      `SELECT 1 FROM "opening_balances" WHERE "fiscal_year" = $1 AND "account_code" = $2 AND "company_id" IS NOT DISTINCT FROM $3 AND "id" IS DISTINCT FROM $4`,
      [entry.fiscalYear, entry.accountCode, entry.companyId ?? null, id ?? null],
    );
    if (rows.length > 0) throw rules.refuse(write, 'oncePerYear');
  },
}));
