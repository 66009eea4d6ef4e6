import type { receiptVouchers } from '@club/schema/resources/receiptVouchers';
import { defineResourceLocale } from '../../types';
import { paymentMethodLabels, voucherActionLabels, voucherFieldLabels, voucherRules, voucherStatusLabels } from '../paymentLabels';

export const locale = defineResourceLocale<typeof receiptVouchers>({
  name: 'Receipt voucher |||| Receipt vouchers',
  fields: {
    ...voucherFieldLabels,
    number: 'Voucher number',
    voucherDate: 'Date',
    payerName: 'Received from',
    payerType: 'Payer',
    invoiceIds: 'Invoices paid',
  },
  enums: {
    payerType: { member: 'Member', parent: 'Parent', company: 'Company', sponsor: 'Sponsor', other: 'Other' },
    method: paymentMethodLabels,
    status: voucherStatusLabels,
  },
  actions: voucherActionLabels,
  rules: {
    ...voucherRules,
    unpayable: 'Only issued invoices that are not fully paid can be paid by a receipt',
    atMostOwed: 'The amount is more than the invoices owe (%{owed} SAR)',
  },
});
