import { defineResource, f } from '../index';

// The balances the books open a fiscal year with (SPEC §2 /OpeningBalance): one per fiscal year
// and account, on the debit or the credit side, entered as drafts and posted by finance (who and
// when kept). Posted balances are final.
export const openingBalances = defineResource({
  name: 'openingBalances',
  route: '/OpeningBalance',
  menu: { group: 'finance', icon: 'AccountBalanceWallet', order: 30 },
  recordRepresentation: ['fiscalYear', 'accountCode', 'accountName'],
  fields: {
    fiscalYear: f.integer({ required: true, min: 2000, max: 2100, grouping: false }),
    accountCode: f.text({ required: true, maxLength: 10, pattern: '^[1-5][0-9]{2,9}$', search: true }),
    accountName: f.text({ required: true, maxLength: 160, search: true }),
    accountNameAr: f.text({ required: true, maxLength: 160, search: true }),
    // The chart of accounts' first digit: 1 assets, 2 liabilities, 3 equity, 4 revenue, 5 expenses.
    accountType: f.enum(['asset', 'liability', 'equity', 'revenue', 'expense'], { readOnly: true }),
    // A receivable or payable kept per company.
    companyId: f.reference('companies'),
    debit: f.money({ min: 0, max: 1_000_000_000, default: 0 }),
    credit: f.money({ min: 0, max: 1_000_000_000, default: 0 }),
    // Debit less credit, derived.
    balance: f.money({ readOnly: true }),
    status: f.enum(['draft', 'posted'], { readOnly: true, default: 'draft' }),
    postedById: f.reference('users', { readOnly: true }),
    postedAt: f.datetime({ readOnly: true }),
    notes: f.text({ maxLength: 500 }),
  },
  list: { columns: ['fiscalYear', 'accountCode', 'accountNameAr', 'accountType', 'debit', 'credit', 'status'], sort: ['accountCode', 'ASC'] },
  filters: { fiscalYear: { alwaysOn: true, ops: ['eq'] }, accountType: { alwaysOn: true }, status: {}, companyId: {} },
  actions: { post: { permission: 'edit', when: { status: ['draft'] }, bulk: true } },
  // Posted, a balance opens its account on the year's first day, against the opening balance equity.
  ledger: [
    {
      when: { status: ['posted'] },
      date: 'fiscalYear',
      lines: [
        { account: { code: 'accountCode' }, debit: 'debit' },
        { account: { code: 'accountCode' }, credit: 'credit' },
        { account: 'openingEquity', credit: 'debit' },
        { account: 'openingEquity', debit: 'credit' },
      ],
    },
  ],
  checks: {
    postedUnchanged: { kind: 'override', field: 'status' },
    debitOrCredit: { kind: 'override', field: 'credit' },
    // One per fiscal year, account and company (none naming none): taken in turns by the override.
    oncePerYear: { kind: 'override', field: 'accountCode' },
  },
});
