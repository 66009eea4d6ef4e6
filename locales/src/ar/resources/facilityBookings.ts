import type { facilityBookings } from '@club/schema/resources/facilityBookings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof facilityBookings>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'حجوزات |||| حجز |||| حجوزات المرافق |||| حجوزات |||| حجزًا |||| حجز',
  fields: {
    number: 'رقم الحجز',
    facilityId: 'المكان',
    title: 'العنوان',
    purpose: 'الغرض',
    requesterId: 'طالب الحجز',
    bookedFor: 'محجوز لجهة خارجية',
    startsAt: 'يبدأ في',
    endsAt: 'ينتهي في',
    attendees: 'عدد الحضور',
    amount: 'السعر (شامل الضريبة)',
    paidAmount: 'المدفوع',
    remainingAmount: 'المتبقي',
    status: 'الحالة',
    confirmedById: 'أكّده',
    confirmedAt: 'وقت التأكيد',
    cancellationReason: 'سبب الإلغاء',
    notes: 'ملاحظات',
  },
  enums: {
    purpose: {
      training: 'تدريب',
      match: 'مباراة',
      event: 'فعالية',
      meeting: 'اجتماع',
      privateHire: 'تأجير خاص',
      other: 'أخرى',
    },
    status: { requested: 'مطلوب', confirmed: 'مؤكد', completed: 'مكتمل', cancelled: 'ملغى' },
  },
  actions: { confirm: 'تأكيد', complete: 'تحديد كمكتمل', cancel: 'إلغاء الحجز' },
  rules: {
    endsAfterStart: 'ينتهي الحجز بعد بدايته',
    cancellationReason: 'اذكر سبب إلغاء الحجز',
    completedOnceEnded: 'لا يكتمل الحجز قبل انتهاء وقته',
    fitsThePlace: 'يتسع المكان لـ %{than} شخصًا',
    placeOpen: 'المكان مغلق أو تحت الصيانة',
    placeFree: 'المكان محجوز في هذا الوقت: %{record}',
  },
  texts: {
    cancelledCredit: 'إلغاء الحجز %{number}',
    invoiceLine: 'الحجز %{number} في %{place} يوم %{day}',
    invoiceRounding: 'تقريب ضريبة القيمة المضافة',
  },
});
