import type { receiptVouchers } from '@club/schema/resources/receiptVouchers';
import { defineResourceLocale } from '../../types';
import { paymentMethodLabels, voucherActionLabels, voucherFieldLabels, voucherStatusLabels } from '../paymentLabels';

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
});
