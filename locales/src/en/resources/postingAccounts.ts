import type { postingAccounts } from '@club/schema/resources/postingAccounts';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof postingAccounts>({
  name: 'Posting account |||| Posting accounts',
  fields: { purpose: 'Posts', accountId: 'To account' },
  enums: {
    purpose: {
      receivables: 'What customers owe',
      payables: 'What the club owes suppliers',
      salesRevenue: 'Sales revenue',
      vatOutput: 'VAT on sales',
      vatInput: 'VAT on purchases',
      inventory: 'Stock in the warehouses',
      depreciationExpense: 'Depreciation expense',
      accumulatedDepreciation: 'Accumulated depreciation',
      openingEquity: 'Opening balance equity',
      gosiExpense: "Expense: GOSI, the employer's share",
      salariesPayable: 'Salaries owed to the staff',
      gosiPayable: 'What is owed to GOSI',
      employeeAdvances: 'What employees owe back (advances)',
      penaltiesFund: "Penalties kept for the staff's good",
      'money.cash': 'Money received or paid in cash',
      'money.cheque': 'Money received or paid by cheque',
      'money.transfer': 'Money received or paid by transfer',
      'money.card': 'Money received or paid by card',
      'money.mada': 'Money received or paid by mada',
      'expense.salaries': 'Expense: salaries',
      'expense.maintenance': 'Expense: maintenance',
      'expense.utilities': 'Expense: utilities',
      'expense.equipment': 'Expense: equipment',
      'expense.transport': 'Expense: transport',
      'expense.events': 'Expense: events',
      'expense.medical': 'Expense: medical',
      'expense.rent': 'Expense: rent',
      'expense.other': 'Expense: other',
    },
  },
  rules: {
    postingAccount: 'Choose an active account that takes entries',
  },
});
