import type { journalEntries } from '@club/schema/resources/journalEntries';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof journalEntries>({
  name: 'Journal entry |||| Journal entries',
  fields: {
    number: 'Number',
    entryDate: 'Date',
    period: 'Month',
    description: 'Description',
    kind: 'Kind',
    status: 'Status',
    sourceResource: 'Kind of document',
    sourceId: 'Document',
    reversesId: 'Reverses',
    preparedById: 'Prepared by',
    postedById: 'Posted by',
    postedAt: 'Posted at',
    totalDebit: 'Total debit',
    totalCredit: 'Total credit',
  },
  enums: {
    kind: { manual: 'Manual', document: 'From a document', reversal: 'Reversal' },
    status: { draft: 'Draft', posted: 'Posted' },
  },
  actions: { post: 'Post', reverse: 'Reverse' },
  rules: {
    balanced: 'The entry does not balance: debits %{debit}, credits %{credit}',
    twoLines: 'An entry has two lines at least',
    periodOpen: 'The month %{period} is closed: nothing posts into it (post the correction in an open month)',
    accountsKnown: 'Every line posts to an active account that takes entries',
    accountUnknown: 'There is no account %{code} in the chart of accounts',
    purposeUnmapped: 'No account is set for “%{purpose}”: choose one under Posting accounts',
    postedOnce: 'This document has posted its entry already',
    reversedOnce: 'This entry has been reversed already',
  },
});
