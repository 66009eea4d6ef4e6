import { defineResource, EXPENSE_CATEGORIES, f } from '../index';
import { signatureFields } from '../approvals';
import { PAYMENT_VOUCHER_ACTIONS, voucherChecks, voucherDecisionFields, voucherDocument, voucherMoneyFields } from '../payments';

// Payment vouchers, «سند صرف» (SPEC §2 /VoucherPayment): money the club paid out, to a supplier,
// an employee or anyone else, for an expense category. Written as a draft and confirmed (who and
// when kept; the number given then, no gaps); the amount in words and the method's own fields as
// on a receipt voucher. Confirming it is signed on the payments' approval route where the club has
// one, each step from its amount on (a large payment needs the general manager too); never by who
// prepared it. Confirmed is final; a draft may be canceled.
export const paymentVouchers = defineResource({
  name: 'paymentVouchers',
  route: '/VoucherPayment',
  menu: { group: 'finance', icon: 'Payments', order: 3 },
  recordRepresentation: ['number', 'payeeName'],
  document: voucherDocument(['payeeName', 'payeeType'], ['expenseCategory', 'reason']),
  fields: {
    number: f.sequence({ prefix: 'PV', when: { field: 'status', in: ['confirmed'] } }),
    voucherDate: f.date({ required: true, default: 'now' }),
    payeeName: f.text({ required: true, maxLength: 160, search: true }),
    payeeType: f.enum(['supplier', 'employee', 'player', 'other'], { required: true, default: 'supplier' }),
    expenseCategory: f.enum(EXPENSE_CATEGORIES, { required: true, default: 'other' }),
    ...voucherMoneyFields('transfer'),
    // The cost centres the expense is for.
    departmentId: f.reference('departments'),
    projectId: f.reference('projects'),
    ...voucherDecisionFields(),
    // Its signatures on the payments' route before it is confirmed (the engine's).
    ...signatureFields,
  },
  list: { columns: ['number', 'voucherDate', 'payeeName', 'expenseCategory', 'amount', 'method', 'status'], sort: ['voucherDate', 'DESC'], searchParameters: false },
  filters: { status: { alwaysOn: true }, method: {}, expenseCategory: {}, departmentId: {}, projectId: {}, voucherDate: { ops: ['gte', 'lte'] } },
  actions: PAYMENT_VOUCHER_ACTIONS,
  // Confirmed, the expense of its category is paid from the cash box or the bank its method names.
  ledger: [
    {
      when: { status: ['confirmed'] },
      date: 'voucherDate',
      lines: [
        { account: 'expense.{expenseCategory}', debit: 'amount', centres: { departmentId: 'departmentId', projectId: 'projectId' } },
        { account: 'money.{method}', credit: 'amount' },
      ],
    },
  ],
  checks: {
    ...voucherChecks,
  },
});
