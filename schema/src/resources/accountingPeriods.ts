import { defineResource, f } from '../index';
import { PERIOD_PATTERN } from './depreciations';

// The months of the books (2026-10): open until finance closes them (who and when kept). Nothing
// posts into a closed month, neither a document nor a manual entry (the database refuses it too); a
// correction posts in an open one. A month is made open when its first entry posts; reopening one
// asks why.
export const accountingPeriods = defineResource({
  name: 'accountingPeriods',
  route: '/Accounting/Periods',
  menu: { group: 'finance', icon: 'EventBusy', order: 43 },
  recordRepresentation: 'period',
  fields: {
    period: f.text({ required: true, maxLength: 7, pattern: PERIOD_PATTERN, search: true }),
    status: f.enum(['open', 'closed'], { required: true, default: 'open' }),
    closedById: f.reference('users', { readOnly: true }),
    closedAt: f.datetime({ readOnly: true }),
    reopenReason: f.text({ readOnly: true, maxLength: 300 }),
  },
  list: { columns: ['period', 'status', 'closedById', 'closedAt'], sort: ['period', 'DESC'] },
  filters: { status: { alwaysOn: true }, period: {} },
  access: { cashier: ['list', 'show'], manager: ['list', 'show'] },
  constraints: {
    oncePerMonth: { kind: 'unique', fields: ['period'] },
  },
  workflow: {
    field: 'status',
    initial: ['open'],
    // A closed month stays (deleting it would open it again); an open one may go.
    deletable: ['open'],
    moves: {
      close: { from: ['open'], to: 'closed', stamps: { by: 'closedById', at: 'closedAt' } },
      reopen: { from: ['closed'], to: 'open', comment: 'required', stamps: { comment: 'reopenReason' } },
    },
  },
});
