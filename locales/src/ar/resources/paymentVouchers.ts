import type { paymentVouchers } from '@club/schema/resources/paymentVouchers';
import { defineResourceLocale } from '../../types';
import { paymentMethodLabels } from '../paymentLabels';

export const locale = defineResourceLocale<typeof paymentVouchers>({
  name: 'سندات صرف |||| سند صرف |||| سندات الصرف |||| سندات صرف |||| سند صرف |||| سند صرف',
  fields: {
    number: 'رقم السند',
    voucherDate: 'التاريخ',
    payeeName: 'صُرف إلى',
    payeeType: 'المستفيد',
    expenseCategory: 'بند المصروف',
    amount: 'المبلغ',
    amountInWords: 'المبلغ كتابةً بالإنجليزية',
    amountInWordsAr: 'المبلغ كتابةً',
    method: 'طريقة الدفع',
    chequeNumber: 'رقم الشيك',
    chequeDate: 'تاريخ الشيك',
    bankName: 'البنك',
    reference: 'مرجع التحويل أو رمز الموافقة',
    reason: 'وذلك عن',
    status: 'الحالة',
    confirmedById: 'اعتمده',
    confirmedAt: 'وقت الاعتماد',
    cancelReason: 'سبب الإلغاء',
  },
  enums: {
    payeeType: { supplier: 'مورد', employee: 'موظف', player: 'لاعب', other: 'آخر' },
    expenseCategory: {
      salaries: 'رواتب وبدلات',
      maintenance: 'صيانة',
      utilities: 'كهرباء وماء واتصالات',
      equipment: 'معدات رياضية',
      transport: 'نقل',
      events: 'فعاليات ومعسكرات',
      medical: 'طبية',
      rent: 'إيجار',
      other: 'أخرى',
    },
    method: paymentMethodLabels,
    status: { draft: 'مسودة', confirmed: 'معتمد', canceled: 'ملغى' },
  },
  actions: {
    confirm: 'اعتماد',
    cancel: 'إلغاء السند',
  },
});
