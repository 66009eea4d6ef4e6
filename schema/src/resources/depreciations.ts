import { defineResource, f } from '../index';

/** A month of the books: 2026-04. */
export const PERIOD_PATTERN = '^20[0-9]{2}-(0[1-9]|1[0-2])$';

// Depreciation runs (SPEC §2 /Assets/Depreciations): one month of every depreciable asset, each by
// its category's method and useful life (straight line, or declining balance at twice the
// straight-line rate), never below its salvage value. A draft shows what it would post; posting
// writes the entries (/Assets/DepreciationLog) and the assets' book values, once per month and in
// order of the months.
export const depreciations = defineResource({
  name: 'depreciations',
  route: '/Assets/Depreciations',
  menu: { group: 'assets', icon: 'TrendingDown', order: 20 },
  recordRepresentation: ['number', 'period'],
  fields: {
    number: f.sequence({ prefix: 'DEP' }),
    period: f.text({ required: true, maxLength: 7, pattern: PERIOD_PATTERN, search: true }),
    status: f.enum(['draft', 'posted'], { readOnly: true }),
    // Derived: what the run posts (a draft: would post).
    assetCount: f.integer({ readOnly: true }),
    totalAmount: f.money({ readOnly: true }),
    postedById: f.reference('users', { readOnly: true }),
    postedAt: f.datetime({ readOnly: true }),
    notes: f.longText({ maxLength: 2000 }),
  },
  list: { columns: ['number', 'period', 'status', 'assetCount', 'totalAmount', 'postedById', 'postedAt'], sort: ['period', 'DESC'] },
  filters: { status: { alwaysOn: true }, period: {} },
  actions: { post: { permission: 'edit', when: { status: ['draft'] } } },
  // Posted, the month's depreciation is an expense and lowers the assets' book value.
  ledger: [
    {
      when: { status: ['posted'] },
      date: 'period',
      lines: [
        { account: 'depreciationExpense', debit: 'totalAmount' },
        { account: 'accumulatedDepreciation', credit: 'totalAmount' },
      ],
    },
  ],
  checks: {
    onlyDraftDeleted: { kind: 'override', field: 'status' },
    postedUnchanged: { kind: 'override', field: 'period' },
    // The period is a month (2026-04): judged against the club's month by the override.
    monthBegun: { kind: 'override', field: 'period' },
    monthOnce: { kind: 'override', field: 'period' },
    monthsInOrder: { kind: 'override', field: 'period' },
  },
});
