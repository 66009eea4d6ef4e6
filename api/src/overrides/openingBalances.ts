import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { editAction } from './parts/edit-action';
import { halalasOf } from './parts/money';

const MESSAGES: Record<Locale, { refused: string; oneSide: string; twice: string; final: string }> = {
  en: {
    refused: 'This opening balance cannot be saved this way',
    oneSide: 'An opening balance is a debit or a credit, not both',
    twice: 'This account has its opening balance for the year already',
    final: 'A posted opening balance does not change any more',
  },
  ar: {
    refused: 'لا يمكن حفظ هذا الرصيد الافتتاحي بهذه الطريقة',
    oneSide: 'الرصيد الافتتاحي مدين أو دائن، لا كلاهما',
    twice: 'لهذا الحساب رصيد افتتاحي لهذه السنة من قبل',
    final: 'لا يتغير الرصيد الافتتاحي بعد ترحيله',
  },
};

/** The chart of accounts' first digit names the account's type. */
const TYPE_BY_DIGIT: Record<string, string> = { '1': 'asset', '2': 'liability', '3': 'equity', '4': 'revenue', '5': 'expense' };

// An opening balance: one per fiscal year, account and company (a receivable kept per customer),
// taken in turns per year and account so two at once cannot both pass; a debit or a credit, the
// balance and the account's type derived; posted by finance (who and when), then final.
export const override = defineOverride(() => ({
  recordActions: { post: editAction('post') },
  beforeWrite: async ({ action, id, before, values, actor, locale, recordAction }, client) => {
    const m = MESSAGES[locale];
    if (before?.status === 'posted') throw conflict(m.final, { status: m.final });
    if (action === 'delete') return;
    if (recordAction) {
      Object.assign(values, { status: 'posted', postedById: actor?.id ?? null, postedAt: new Date().toISOString() });
      return;
    }
    if (action === 'create') values.status = 'draft';
    const entry = { ...before, ...values };
    const [debit, credit] = [halalasOf(entry.debit ?? 0), halalasOf(entry.credit ?? 0)];
    if (debit > 0 && credit > 0) throw badRequest(m.refused, { credit: m.oneSide });
    values.balance = (debit - credit) / 100;
    values.accountType = TYPE_BY_DIGIT[String(entry.accountCode)[0]!];
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`openingBalances:${entry.fiscalYear}:${entry.accountCode}`]);
    const { rows } = await client.query(
      `SELECT 1 FROM "opening_balances" WHERE "fiscal_year" = $1 AND "account_code" = $2 AND "company_id" IS NOT DISTINCT FROM $3 AND "id" IS DISTINCT FROM $4`,
      [entry.fiscalYear, entry.accountCode, entry.companyId ?? null, id ?? null],
    );
    if (rows.length > 0) throw badRequest(m.refused, { accountCode: m.twice });
  },
}));
