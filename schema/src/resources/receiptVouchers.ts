import { defineResource, f } from '../index';
import { VOUCHER_ACTIONS, voucherChecks, voucherDecisionFields, voucherDocument, voucherMoneyFields } from '../payments';

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
  document: voucherDocument(['payerName', 'payerType'], ['reason', 'invoiceIds']),
  fields: {
    number: f.sequence({ prefix: 'RV', when: { field: 'status', in: ['confirmed'] } }),
    voucherDate: f.date({ required: true, default: 'now' }),
    payerName: f.text({ required: true, maxLength: 160, search: true }),
    payerType: f.enum(['member', 'parent', 'company', 'sponsor', 'other'], { required: true, default: 'other' }),
    ...voucherMoneyFields('cash'),
    invoiceIds: f.referenceMany('invoices'),
    ...voucherDecisionFields(),
  },
  list: { columns: ['number', 'voucherDate', 'payerName', 'amount', 'method', 'status'], sort: ['voucherDate', 'DESC'], searchParameters: false },
  filters: { status: { alwaysOn: true }, method: {}, payerType: {}, voucherDate: { ops: ['gte', 'lte'] } },
  actions: VOUCHER_ACTIONS,
  checks: {
    ...voucherChecks,
    unpayable: { kind: 'override', field: 'invoiceIds' },
    atMostOwed: { kind: 'override', field: 'amount' },
  },
});
