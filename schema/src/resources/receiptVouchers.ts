import { defineResource, f } from '../index';
import { VOUCHER_ACTIONS, voucherChecks, voucherDecisionFields, voucherDocument, voucherMoneyFields } from '../payments';

// Receipt vouchers, «سند قبض» (SPEC §2 /VoucherReceipt): money the club received, written by the
// cashier as a draft and confirmed (who and when kept; the number given then, no gaps). The amount
// is written out in words by the server; the method asks for what it needs (a cheque's number,
// date and bank; a transfer's or card's reference). A confirmed receipt pays the invoices it names,
// as its allocation lines say (or, naming invoices alone, oldest first): each becomes paid, or partly
// paid; what is not allocated stays the payer's credit, which the `allocate` action spends later.
// Confirmed is final; a draft may be canceled.
export const receiptVouchers = defineResource({
  name: 'receiptVouchers',
  route: '/VoucherReceipt',
  menu: { group: 'finance', icon: 'RequestQuote', order: 2 },
  recordRepresentation: ['number', 'payerName'],
  document: voucherDocument(['payerName', 'payerType', 'clubMemberId', 'parentId'], ['reason', 'invoiceIds', 'allocatedAmount', 'unallocatedAmount']),
  fields: {
    number: f.sequence({ prefix: 'RV', when: { field: 'status', in: ['confirmed'] } }),
    voucherDate: f.date({ required: true, default: 'now' }),
    payerName: f.text({ required: true, maxLength: 160, search: true }),
    payerType: f.enum(['member', 'parent', 'company', 'sponsor', 'other'], { required: true, default: 'other' }),
    ...voucherMoneyFields('cash'),
    invoiceIds: f.referenceMany('invoices'),
    // Who paid, for their statement: a member or a player's parent.
    clubMemberId: f.reference('clubMembers'),
    parentId: f.reference('parents'),
    // What its allocations pay of invoices, and what stays the payer's credit (derived).
    allocatedAmount: f.money({ readOnly: true, default: 0 }),
    unallocatedAmount: f.money({ readOnly: true, default: 0 }),
    ...voucherDecisionFields(),
  },
  lines: { allocations: { resource: 'receiptAllocations', parentField: 'receiptVoucherId' } },
  list: { columns: ['number', 'voucherDate', 'payerName', 'amount', 'unallocatedAmount', 'method', 'status'], sort: ['voucherDate', 'DESC'], searchParameters: false },
  filters: { status: { alwaysOn: true }, method: {}, payerType: {}, voucherDate: { ops: ['gte', 'lte'] } },
  actions: {
    ...VOUCHER_ACTIONS,
    // A confirmed receipt's credit paying a later invoice: `{ invoiceId, amount }`.
    allocate: { permission: 'edit', when: { status: ['confirmed'] }, button: false },
  },
  // Confirmed, the money is in the cash box or the bank its method names, and the payer owes that
  // much less: what it pays of no invoice yet stays a credit on the receivables until allocated.
  ledger: [
    {
      when: { status: ['confirmed'] },
      date: 'voucherDate',
      lines: [
        { account: 'money.{method}', debit: 'amount' },
        { account: 'receivables', credit: 'amount' },
      ],
    },
  ],
  checks: {
    ...voucherChecks,
    unpayable: { kind: 'override', field: 'invoiceIds' },
    atMostOwed: { kind: 'override', field: 'amount' },
    allocatedWithinAmount: { kind: 'override', field: 'allocations' },
    allocationWithinDue: { kind: 'override', field: 'allocations' },
    creditOnly: { kind: 'override', field: 'allocations' },
  },
});
