import type { paymentVouchers } from '@club/schema/resources/paymentVouchers';
import { defineResourceLocale } from '../../types';
import { paymentMethodLabels } from '../paymentLabels';

export const locale = defineResourceLocale<typeof paymentVouchers>({
  name: 'Payment voucher |||| Payment vouchers',
  fields: {
    number: 'Voucher number',
    voucherDate: 'Date',
    payeeName: 'Paid to',
    payeeType: 'Payee',
    expenseCategory: 'Expense category',
    amount: 'Amount',
    amountInWords: 'Amount in words',
    amountInWordsAr: 'Amount in words (Arabic)',
    method: 'Payment method',
    chequeNumber: 'Cheque number',
    chequeDate: 'Cheque date',
    bankName: 'Bank',
    reference: 'Transfer reference or approval code',
    reason: 'For',
    status: 'Status',
    confirmedById: 'Confirmed by',
    confirmedAt: 'Confirmed at',
    cancelReason: 'Reason for canceling',
  },
  enums: {
    payeeType: { supplier: 'Supplier', employee: 'Employee', player: 'Player', other: 'Other' },
    expenseCategory: {
      salaries: 'Salaries and allowances',
      maintenance: 'Maintenance',
      utilities: 'Electricity, water and telecom',
      equipment: 'Sports equipment',
      transport: 'Transport',
      events: 'Events and camps',
      medical: 'Medical',
      rent: 'Rent',
      other: 'Other',
    },
    method: paymentMethodLabels,
    status: { draft: 'Draft', confirmed: 'Confirmed', canceled: 'Canceled' },
  },
  actions: {
    confirm: 'Confirm',
    cancel: 'Cancel voucher',
  },
});
