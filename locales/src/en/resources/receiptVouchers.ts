import type { receiptVouchers } from '@club/schema/resources/receiptVouchers';
import { defineResourceLocale } from '../../types';
import { paymentMethodLabels } from '../paymentLabels';

export const locale = defineResourceLocale<typeof receiptVouchers>({
  name: 'Receipt voucher |||| Receipt vouchers',
  fields: {
    number: 'Voucher number',
    voucherDate: 'Date',
    payerName: 'Received from',
    payerType: 'Payer',
    amount: 'Amount',
    amountInWords: 'Amount in words',
    amountInWordsAr: 'Amount in words (Arabic)',
    method: 'Payment method',
    chequeNumber: 'Cheque number',
    chequeDate: 'Cheque date',
    bankName: 'Bank',
    reference: 'Transfer reference or approval code',
    reason: 'For',
    invoiceIds: 'Invoices paid',
    status: 'Status',
    confirmedById: 'Confirmed by',
    confirmedAt: 'Confirmed at',
    cancelReason: 'Reason for canceling',
  },
  enums: {
    payerType: { member: 'Member', parent: 'Parent', company: 'Company', sponsor: 'Sponsor', other: 'Other' },
    method: paymentMethodLabels,
    status: { draft: 'Draft', confirmed: 'Confirmed', canceled: 'Canceled' },
  },
  actions: {
    confirm: 'Confirm',
    cancel: 'Cancel voucher',
  },
});
