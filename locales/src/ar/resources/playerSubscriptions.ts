import type { playerSubscriptions } from '@club/schema/resources/playerSubscriptions';
import { defineResourceLocale } from '../../types';
import { paymentMethodLabels } from '../paymentLabels';

export const locale = defineResourceLocale<typeof playerSubscriptions>({
  name: 'اشتراكات اللاعبين |||| اشتراك لاعب |||| اشتراكات اللاعبين |||| اشتراكات لاعبين |||| اشتراكًا |||| اشتراك',
  fields: {
    playerId: 'اللاعب',
    month: 'الشهر (YYYY-MM)',
    fee: 'الرسوم الشهرية',
    discount: 'الخصم',
    dueDate: 'تاريخ الاستحقاق',
    paidAmount: 'المدفوع',
    paidAt: 'تاريخ الدفع',
    method: 'طريقة الدفع',
    waived: 'معفى',
    remainingAmount: 'المتبقي',
    status: 'الحالة',
    notes: 'ملاحظات',
  },
  enums: {
    method: paymentMethodLabels,
    status: { due: 'مستحق', partiallyPaid: 'مدفوع جزئيًا', paid: 'مدفوع', overdue: 'متأخر', waived: 'معفى' },
  },
  rules: {
    discountWithinFee: 'الخصم أكبر من الرسوم',
    waivedUnpaid: 'الشهر المعفى لا يُدفع عنه',
    feeOfGroup: 'لا رسوم أكاديمية لفئة اللاعب العمرية: اكتب الرسوم',
    dueDateOfGroup: 'لا رسوم أكاديمية لفئة اللاعب العمرية يؤخذ منها يوم الاستحقاق: اكتب تاريخ الاستحقاق',
  },
  texts: {
    invoiceLine: 'رسوم الأكاديمية للاعب %{player} عن شهر %{month}',
    invoiceRounding: 'تقريب ضريبة القيمة المضافة',
  },
});
