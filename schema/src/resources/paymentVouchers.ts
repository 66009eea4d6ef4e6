import { defineResource, f } from '../index';
import { PAYMENT_METHODS } from '../payments';

// Payment vouchers, «سند صرف» (SPEC §2 /VoucherPayment): money the club paid out, to a supplier,
// an employee or anyone else, for an expense category. Written as a draft and confirmed (who and
// when kept; the number given then, no gaps); the amount in words and the method's own fields as
// on a receipt voucher. Confirmed is final; a draft may be canceled.
export const paymentVouchers = defineResource({
  name: 'paymentVouchers',
  route: '/VoucherPayment',
  menu: { group: 'finance', icon: 'Payments', order: 3 },
  recordRepresentation: ['number', 'payeeName'],
  printable: true,
  fields: {
    number: f.sequence({ prefix: 'PV', when: { field: 'status', in: ['confirmed'] } }),
    voucherDate: f.date({ required: true, default: 'now' }),
    payeeName: f.text({ required: true, maxLength: 160, search: true }),
    payeeType: f.enum(['supplier', 'employee', 'player', 'other'], { required: true, default: 'supplier' }),
    expenseCategory: f.enum(['salaries', 'maintenance', 'utilities', 'equipment', 'transport', 'events', 'medical', 'rent', 'other'], { required: true, default: 'other' }),
    amount: f.money({ required: true, min: 0.01, max: 100_000_000 }),
    amountInWords: f.text({ readOnly: true, maxLength: 300 }),
    amountInWordsAr: f.text({ readOnly: true, maxLength: 300 }),
    method: f.enum(PAYMENT_METHODS, { required: true, default: 'transfer' }),
    chequeNumber: f.text({ maxLength: 20, pattern: '^[0-9]{4,20}$' }),
    chequeDate: f.date(),
    bankName: f.text({ maxLength: 120 }),
    reference: f.text({ maxLength: 60 }),
    reason: f.text({ required: true, maxLength: 300 }),
    status: f.enum(['draft', 'confirmed', 'canceled'], { readOnly: true }),
    confirmedById: f.reference('users', { readOnly: true }),
    confirmedAt: f.datetime({ readOnly: true }),
    cancelReason: f.text({ readOnly: true, maxLength: 300 }),
  },
  list: { columns: ['number', 'voucherDate', 'payeeName', 'expenseCategory', 'amount', 'method', 'status'], sort: ['voucherDate', 'DESC'] },
  filters: { status: { alwaysOn: true }, method: {}, expenseCategory: {}, voucherDate: { ops: ['gte', 'lte'] } },
  actions: {
    confirm: { permission: 'edit', when: { status: ['draft'] } },
    cancel: { permission: 'edit', when: { status: ['draft'] }, comment: 'required' },
  },
});
