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
    clubMemberId: 'العضو',
    parentId: 'ولي الأمر',
    allocatedAmount: 'الموزع على الفواتير',
    unallocatedAmount: 'رصيد دائن (غير موزع)',
  },
  enums: {
    payerType: { member: 'عضو', parent: 'ولي أمر', company: 'شركة', sponsor: 'راعٍ', other: 'آخر' },
    method: paymentMethodLabels,
    status: voucherStatusLabels,
  },
  actions: { ...voucherActionLabels, allocate: 'توزيع الرصيد' },
  rules: {
    ...voucherRules,
    unpayable: 'لا يُسدَّد بسند القبض إلا فواتير صادرة لم تُسدَّد كاملة',
    atMostOwed: 'المبلغ أكبر مما على الفواتير (%{owed} ريال)',
    allocatedWithinAmount: 'التوزيعات أكبر من مبلغ السند (%{amount} ريال)',
    allocationWithinDue: 'أكبر مما بقي على الفاتورة (%{due} ريال)',
    creditOnly: 'يُوزَّع لاحقًا رصيد سند مؤكد فقط، في حدود المتبقي منه (%{credit} ريال)',
  },
  texts: {
    creditTitle: 'رصيد دائن للتوزيع: %{amount} ريال',
    creditNothingOwed: 'لا توجد فواتير مفتوحة على الدافع: يبقى الرصيد له.',
    creditInvoice: 'الفاتورة',
    creditInvoiceOption: '%{number}، تستحق في %{date}: المتبقي %{amount} ريال',
    creditAmount: 'المبلغ (ريال)',
    allocated: 'وُزِّع الرصيد على الفاتورة',
  },
});
