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
});
