import { defineResource, f } from '../index';

// The depreciation entries (SPEC §2 /Assets/DepreciationLog): one per asset and posted run, written
// only by the posting, with the book value before and after.
export const depreciationLog = defineResource({
  name: 'depreciationLog',
  route: '/Assets/DepreciationLog',
  menu: { group: 'assets', icon: 'ReceiptLong', order: 21 },
  recordRepresentation: 'period',
  readOnly: true,
  fields: {
    runId: f.reference('depreciations', { required: true }),
    assetId: f.reference('assets', { required: true }),
    period: f.text({ required: true, maxLength: 7, search: true }),
    method: f.enum(['straightLine', 'decliningBalance'], { required: true }),
    openingBookValue: f.money({ required: true }),
    amount: f.money({ required: true }),
    closingBookValue: f.money({ required: true }),
    accumulatedDepreciation: f.money({ required: true }),
  },
  list: { columns: ['period', 'assetId', 'method', 'openingBookValue', 'amount', 'closingBookValue', 'runId'], sort: ['period', 'DESC'] },
  filters: { method: { alwaysOn: true }, assetId: {}, runId: {}, period: {} },
});
