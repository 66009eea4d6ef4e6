import type { busTrips } from '@club/schema/resources/busTrips';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof busTrips>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'رحلات |||| رحلة |||| الرحلات |||| رحلات |||| رحلةً |||| رحلة',
  fields: {
    number: 'رقم الرحلة',
    busId: 'الحافلة',
    driverId: 'السائق',
    routeId: 'المسار',
    purpose: 'الغرض',
    teamId: 'الفريق',
    matchId: 'المباراة',
    eventId: 'الفعالية',
    destination: 'الوجهة',
    departureAt: 'المغادرة',
    returnAt: 'العودة',
    departedAt: 'غادرت في',
    completedAt: 'اكتملت في',
    odometerStart: 'العداد عند البداية (كم)',
    odometerEnd: 'العداد عند النهاية (كم)',
    distanceKm: 'المسافة (كم)',
    passengerCount: 'الركاب',
    cancellationReason: 'سبب الإلغاء',
    status: 'الحالة',
    notes: 'ملاحظات',
  },
  enums: {
    purpose: {
      match: 'مباراة',
      training: 'تدريب',
      camp: 'معسكر',
      event: 'فعالية',
      school: 'نقل مدرسي',
      other: 'أخرى',
    },
    status: {
      scheduled: 'مجدولة',
      departed: 'انطلقت',
      completed: 'مكتملة',
      cancelled: 'ملغاة',
    },
  },
  actions: { depart: 'انطلقت', complete: 'إنهاء الرحلة', cancel: 'إلغاء الرحلة' },
  rules: {
    licensedUntilReturn: 'تنتهي رخصة السائق قبل عودة الرحلة',
    returnsAfterDeparture: 'تعود الرحلة بعد مغادرتها',
    cancellationReason: 'اذكر سبب إلغاء الرحلة',
    odometerForward: 'قراءة العداد عند النهاية لا تقل عن قراءته عند البداية',
    odometerStartNeeded: 'للرحلة المكتملة قراءتا العداد عند البداية والنهاية',
    odometerEndNeeded: 'للرحلة المكتملة قراءتا العداد عند البداية والنهاية',
    busInService: 'الحافلة في الصيانة أو خارج الخدمة',
    driverAvailable: 'السائق ليس على رأس العمل أو غير متاح للرحلات',
    seatsForPassengers: 'في الحافلة %{than} مقعدًا: أقل من ركاب الرحلة',
    busFree: 'الحافلة في الرحلة %{record} في هذا الوقت',
    driverFree: 'السائق في الرحلة %{record} في هذا الوقت',
  },
});
