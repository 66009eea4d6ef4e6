import type { events } from '@club/schema/resources/events';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof events>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'فعاليات |||| فعالية |||| الفعاليات |||| فعاليات |||| فعاليةً |||| فعالية',
  fields: {
    title: 'العنوان بالإنجليزية',
    titleAr: 'العنوان بالعربية',
    type: 'النوع',
    description: 'الوصف',
    venueId: 'المكان',
    location: 'الموقع (خارج النادي)',
    startsAt: 'تبدأ في',
    endsAt: 'تنتهي في',
    capacity: 'السعة',
    registrationOpensAt: 'يفتح التسجيل',
    registrationClosesAt: 'يغلق التسجيل',
    organiserId: 'المنظم',
    fee: 'رسوم التسجيل (شاملة الضريبة)',
    participantCount: 'المسجلون',
    cancellationReason: 'سبب الإلغاء',
    status: 'الحالة',
  },
  enums: {
    type: {
      match: 'مباراة',
      tournament: 'بطولة',
      ceremony: 'حفل',
      openDay: 'يوم مفتوح',
      workshop: 'ورشة عمل',
      camp: 'معسكر',
      community: 'مجتمعية',
      other: 'أخرى',
    },
    status: {
      draft: 'مسودة',
      published: 'منشورة',
      completed: 'منتهية',
      cancelled: 'ملغاة',
    },
  },
  actions: { publish: 'نشر', unpublish: 'إعادة إلى المسودة', complete: 'تحديد كمنتهية', cancel: 'إلغاء الفعالية' },
  rules: {
    endsAfterStart: 'تنتهي الفعالية بعد بدايتها',
    registrationWindow: 'يفتح التسجيل قبل إغلاقه',
    registrationClosesByTheEnd: 'يُغلق التسجيل قبل نهاية الفعالية',
    registrationOpensByTheEnd: 'يفتح التسجيل قبل نهاية الفعالية',
    cancellationReason: 'اذكر سبب إلغاء الفعالية',
    completedOnceEnded: 'لا تكتمل الفعالية قبل انتهائها',
    fitsTheVenue: 'يتسع المكان لـ %{than} شخصًا',
    notBelowRegistered: 'سُجّل %{than} مشاركًا بالفعل: لا تقل السعة عن ذلك',
    venueOpen: 'المكان مغلق أو تحت الصيانة',
  },
});
