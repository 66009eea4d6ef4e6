import type { journalLines } from '@club/schema/resources/journalLines';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof journalLines>({
  name: 'Journal line |||| Journal lines',
  fields: {
    entryId: 'Entry',
    position: 'Line',
    accountId: 'Account',
    memo: 'Memo',
    debit: 'Debit',
    credit: 'Credit',
    net: 'Debit less credit',
    departmentId: 'Department',
    projectId: 'Project',
    teamId: 'Team',
    entryDate: 'Date',
    posted: 'Posted',
  },
  rules: {
    oneSide: 'A line is a debit or a credit: one of them, above zero',
    postingAccountOnly: 'Choose an account that takes entries (not a heading)',
  },
});
