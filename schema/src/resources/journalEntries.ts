import { defineResource, f } from '../index';

// The general ledger's journal (double entry): every entry balances, its debits equal to its
// credits (the database checks it too). Documents post their own entries when issued or confirmed
// (their `ledger`), linked back to them; the accountant's manual entries are prepared as drafts and
// posted by someone else (who and when kept). A posted entry is final: a mistake is corrected by
// its reversal, posted in an open month. Nothing posts into a closed month (accountingPeriods).
export const journalEntries = defineResource({
  name: 'journalEntries',
  route: '/Accounting/JournalEntries',
  menu: { group: 'finance', icon: 'LibraryBooks', order: 44 },
  recordRepresentation: ['number', 'description'],
  fields: {
    number: f.sequence({ prefix: 'JE', when: { field: 'status', in: ['posted'] } }),
    entryDate: f.date({ required: true, default: 'now' }),
    // The month it falls in (derived from its date).
    period: f.text({ readOnly: true, maxLength: 7 }),
    description: f.text({ required: true, maxLength: 300, search: true }),
    kind: f.enum(['manual', 'document', 'reversal'], { readOnly: true, default: 'manual' }),
    status: f.enum(['draft', 'posted'], { required: true, default: 'draft' }),
    // The document that posted it (an invoice, a voucher).
    sourceResource: f.text({ readOnly: true, maxLength: 64 }),
    sourceId: f.text({ readOnly: true, maxLength: 36 }),
    reversesId: f.reference('journalEntries', { readOnly: true }),
    preparedById: f.reference('users', { readOnly: true }),
    postedById: f.reference('users', { readOnly: true }),
    postedAt: f.datetime({ readOnly: true }),
    totalDebit: f.money({ readOnly: true }),
    totalCredit: f.money({ readOnly: true }),
  },
  lines: { lines: { resource: 'journalLines', parentField: 'entryId' } },
  list: { columns: ['number', 'entryDate', 'description', 'kind', 'totalDebit', 'status'], sort: ['entryDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, kind: { alwaysOn: true }, entryDate: { ops: ['gte', 'lte'] }, period: {}, sourceResource: {}, sourceId: {} },
  indexes: [['sourceResource', 'sourceId'], ['period']],
  access: { manager: ['list', 'show'] },
  workflow: {
    field: 'status',
    initial: ['draft'],
    final: ['posted'],
    deletable: ['draft'],
    moves: {
      // Posted by another than the one who prepared it.
      post: { from: ['draft'], to: 'posted', notBy: 'preparedById', stamps: { by: 'postedById', at: 'postedAt' } },
    },
  },
  actions: {
    // The mirror entry, posted today in an open month.
    reverse: { permission: 'edit', when: { status: ['posted'] }, comment: 'required' },
  },
  checks: {
    balanced: { kind: 'override', field: 'lines' },
    twoLines: { kind: 'override', field: 'lines' },
    periodOpen: { kind: 'override', field: 'entryDate' },
    accountUnknown: { kind: 'override', field: 'lines' },
    purposeUnmapped: { kind: 'override', field: 'lines' },
    accountsKnown: { kind: 'override', field: 'lines' },
  },
  constraints: {
    // A document posts one entry (its reversal is another kind).
    postedOnce: { kind: 'unique', fields: ['sourceResource', 'sourceId'], when: { kind: ['document'] } },
    reversedOnce: { kind: 'unique', fields: ['reversesId'] },
  },
});
