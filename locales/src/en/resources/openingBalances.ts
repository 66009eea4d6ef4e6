import type { openingBalances } from '@club/schema/resources/openingBalances';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof openingBalances>({
  name: 'Opening balance |||| Opening balances',
  fields: {
    fiscalYear: 'Fiscal year',
    accountCode: 'Account code',
    accountName: 'Account (English)',
    accountNameAr: 'Account (Arabic)',
    accountType: 'Account type',
    companyId: 'Company',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
    status: 'Status',
    postedById: 'Posted by',
    postedAt: 'Posted at',
    notes: 'Notes',
  },
  enums: {
    accountType: { asset: 'Asset', liability: 'Liability', equity: 'Equity', revenue: 'Revenue', expense: 'Expense' },
    status: { draft: 'Draft', posted: 'Posted' },
  },
  actions: { post: 'Post' },
  rules: {
    postedUnchanged: 'A posted opening balance does not change any more',
    debitOrCredit: 'An opening balance is a debit or a credit, not both',
    oncePerYear: 'This account has its opening balance for the year already',
  },
});
