import { defineResource, f } from '../index';
import { PAYMENT_METHODS } from '../payments';

// Receipt vouchers, «سند قبض» (SPEC §2 /VoucherReceipt): money the club received, written by the
// cashier as a draft and confirmed (who and when kept; the number given then, no gaps). The amount
// is written out in words by the server; the method asks for what it needs (a cheque's number,
// date and bank; a transfer's or card's reference). A confirmed receipt pays the invoices it names,
// oldest first: each becomes paid, or partly paid. Confirmed is final; a draft may be canceled.
export const receiptVouchers = defineResource({
  name: 'receiptVouchers',
  route: '/VoucherReceipt',
  menu: { group: 'finance', icon: 'RequestQuote', order: 2 },
  recordRepresentation: ['number', 'payerName'],
  printable: true,
  fields: {
    number: f.sequence({ prefix: 'RV', when: { field: 'status', in: ['confirmed'] } }),
    voucherDate: f.date({ required: true, default: 'now' }),
    payerName: f.text({ required: true, maxLength: 160, search: true }),
    payerType: f.enum(['member', 'parent', 'company', 'sponsor', 'other'], { required: true, default: 'other' }),
    amount: f.money({ required: true, min: 0.01, max: 100_000_000 }),
    amountInWords: f.text({ readOnly: true, maxLength: 300 }),
    amountInWordsAr: f.text({ readOnly: true, maxLength: 300 }),
    method: f.enum(PAYMENT_METHODS, { required: true, default: 'cash' }),
    chequeNumber: f.text({ maxLength: 20, pattern: '^[0-9]{4,20}$' }),
    chequeDate: f.date(),
    bankName: f.text({ maxLength: 120 }),
    // A transfer's reference or a card's approval code.
    reference: f.text({ maxLength: 60 }),
    // «وذلك عن»: what the money is for.
    reason: f.text({ required: true, maxLength: 300 }),
    invoiceIds: f.referenceMany('invoices'),
    status: f.enum(['draft', 'confirmed', 'canceled'], { readOnly: true }),
    confirmedById: f.reference('users', { readOnly: true }),
    confirmedAt: f.datetime({ readOnly: true }),
    cancelReason: f.text({ readOnly: true, maxLength: 300 }),
  },
  list: { columns: ['number', 'voucherDate', 'payerName', 'amount', 'method', 'status'], sort: ['voucherDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, method: {}, payerType: {}, voucherDate: { ops: ['gte', 'lte'] } },
  actions: {
    confirm: { permission: 'edit', when: { status: ['draft'] } },
    cancel: { permission: 'edit', when: { status: ['draft'] }, comment: 'required' },
  },
});
