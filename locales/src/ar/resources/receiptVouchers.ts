import type { receiptVouchers } from '@club/schema/resources/receiptVouchers';
import { defineResourceLocale } from '../../types';
import { paymentMethodLabels, voucherActionLabels, voucherFieldLabels, voucherRules, voucherStatusLabels } from '../paymentLabels';

export const locale = defineResourceLocale<typeof receiptVouchers>({
  name: 'سندات قبض |||| سند قبض |||| سندات القبض |||| سندات قبض |||| سند قبض |||| سند قبض',
  fields: {
    ...voucherFieldLabels,
    number: 'رقم السند',
    voucherDate: 'التاريخ',
    payerName: 'استلمنا من',
    payerType: 'الدافع',
    invoiceIds: 'الفواتير المسددة',
  },
  enums: {
    payerType: { member: 'عضو', parent: 'ولي أمر', company: 'شركة', sponsor: 'راعٍ', other: 'آخر' },
    method: paymentMethodLabels,
    status: voucherStatusLabels,
  },
  actions: voucherActionLabels,
  rules: {
    ...voucherRules,
    unpayable: 'لا يُسدَّد بسند القبض إلا فواتير صادرة لم تُسدَّد كاملة',
    atMostOwed: 'المبلغ أكبر مما على الفواتير (%{owed} ريال)',
  },
});
