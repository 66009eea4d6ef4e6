import type { receiptVouchers } from '@club/schema/resources/receiptVouchers';
import { defineResourceLocale } from '../../types';
import { paymentMethodLabels } from '../paymentLabels';

export const locale = defineResourceLocale<typeof receiptVouchers>({
  name: 'سندات قبض |||| سند قبض |||| سندات القبض |||| سندات قبض |||| سند قبض |||| سند قبض',
  fields: {
    number: 'رقم السند',
    voucherDate: 'التاريخ',
    payerName: 'استلمنا من',
    payerType: 'الدافع',
    amount: 'المبلغ',
    amountInWords: 'المبلغ كتابةً بالإنجليزية',
    amountInWordsAr: 'المبلغ كتابةً',
    method: 'طريقة الدفع',
    chequeNumber: 'رقم الشيك',
    chequeDate: 'تاريخ الشيك',
    bankName: 'البنك',
    reference: 'مرجع التحويل أو رمز الموافقة',
    reason: 'وذلك عن',
    invoiceIds: 'الفواتير المسددة',
    status: 'الحالة',
    confirmedById: 'اعتمده',
    confirmedAt: 'وقت الاعتماد',
    cancelReason: 'سبب الإلغاء',
  },
  enums: {
    payerType: { member: 'عضو', parent: 'ولي أمر', company: 'شركة', sponsor: 'راعٍ', other: 'آخر' },
    method: paymentMethodLabels,
    status: { draft: 'مسودة', confirmed: 'معتمد', canceled: 'ملغى' },
  },
  actions: {
    confirm: 'اعتماد',
    cancel: 'إلغاء السند',
  },
});
