import { defineResource, f } from '../index';

// What a receipt pays of each invoice: written only with its receipt (its `allocations`), read
// here on their own. A receipt's amount not allocated stays the payer's credit.
export const receiptAllocations = defineResource({
  name: 'receiptAllocations',
  route: '/VoucherReceipt/allocations',
  menu: { group: 'finance', icon: 'RequestQuote', order: 3, sidebar: false },
  recordRepresentation: 'amount',
  readOnly: true,
  fields: {
    receiptVoucherId: f.reference('receiptVouchers', { required: true }),
    position: f.integer({ readOnly: true, min: 0 }),
    invoiceId: f.reference('invoices', { required: true }),
    amount: f.money({ required: true, min: 0.01, max: 100_000_000 }),
  },
  list: { columns: ['receiptVoucherId', 'invoiceId', 'amount'], sort: ['createdAt', 'DESC'] },
  filters: { receiptVoucherId: { alwaysOn: true }, invoiceId: { alwaysOn: true } },
});
