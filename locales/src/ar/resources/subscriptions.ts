import type { subscriptions } from '@club/schema/resources/subscriptions';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof subscriptions>({
  name: 'اشتراكات |||| اشتراك |||| الاشتراكات |||| اشتراكات |||| اشتراكًا |||| اشتراك',
  fields: {
    number: 'رقم الاشتراك',
    clubMemberId: 'العضو',
    packageId: 'الباقة',
    coachId: 'المدرب',
    startDate: 'تاريخ البداية',
    endDate: 'تاريخ الانتهاء',
    price: 'السعر',
    discount: 'الخصم',
    paidAmount: 'المدفوع',
    remainingAmount: 'المتبقي',
    status: 'الحالة',
    frozenDays: 'أيام التجميد',
    freezeStart: 'مجمّد من',
    freezeEnd: 'مجمّد حتى',
    cancelledAt: 'تاريخ الإلغاء',
    cancelReason: 'سبب الإلغاء',
    refundAmount: 'المبلغ المسترد',
    notes: 'ملاحظات',
  },
  enums: { status: { active: 'فعّال', frozen: 'مجمّد', expired: 'منتهٍ', cancelled: 'ملغى' } },
  actions: { freeze: 'تجميد', resume: 'استئناف', cancel: 'إلغاء الاشتراك' },
  rules: {
    discountWithinPrice: 'الخصم أكبر من السعر',
    paidWithinOwed: 'المدفوع أكبر من السعر بعد الخصم',
    packageOffered: 'لم تعد هذه الباقة معروضة',
    final: 'لا يتغير الاشتراك بعد انتهائه أو إلغائه',
    freezeAhead: 'ينتهي التجميد اليوم أو بعده',
    freezeLimit: 'تسمح الباقة بتجميد %{allowed} يومًا؛ المتبقي %{left}',
    cancelReason: 'اذكر سبب إلغاء الاشتراك',
    refundWithinPaid: 'المبلغ المسترد أكبر من المدفوع (%{paid} ريال)',
    oneAtATime: 'اشتراك العضو %{record} في هذه الباقة يغطي هذه التواريخ',
  },
});
