import type { accounts } from '@club/schema/resources/accounts';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof accounts>({
  name: 'Account |||| Chart of accounts',
  fields: {
    code: 'Code',
    name: 'Name (English)',
    nameAr: 'Name (Arabic)',
    type: 'Type',
    parentId: 'Under',
    isPosting: 'Takes entries',
    isActive: 'Active',
    description: 'Description',
  },
  enums: {
    type: { asset: 'Asset', liability: 'Liability', equity: 'Equity', revenue: 'Revenue', expense: 'Expense' },
  },
  rules: {
    parentIsHeading: 'An account sits under a heading account (one that takes no entries)',
    sameTypeAsParent: 'An account has the type of the heading it sits under: the first digit of its code',
    notUnderItself: 'An account cannot sit under itself or one of its own accounts',
    keptWithEntries: 'This account has entries: it keeps its code and is not deleted (deactivate it instead)',
  },
});
