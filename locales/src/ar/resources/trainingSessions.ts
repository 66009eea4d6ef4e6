import type { trainingSessions } from '@club/schema/resources/trainingSessions';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof trainingSessions>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'حصص |||| حصة |||| الحصص التدريبية |||| حصص |||| حصة |||| حصة',
  fields: {
    title: 'الحصة',
    teamId: 'الفريق',
    planId: 'الخطة التدريبية',
    coachId: 'المدرب',
    facilityId: 'الملعب أو الصالة',
    startsAt: 'موعد البدء',
    durationMinutes: 'المدة (بالدقائق)',
    endsAt: 'موعد الانتهاء',
    type: 'النوع',
    intensity: 'الشدة',
    status: 'الحالة',
    presentCount: 'الحاضرون',
    absentCount: 'الغائبون',
    notes: 'ملاحظات',
  },
  enums: {
    type: { technical: 'فنية', tactical: 'تكتيكية', physical: 'بدنية', fitness: 'لياقة', recovery: 'استشفاء', scrimmage: 'مباراة تدريبية' },
    intensity: { low: 'منخفضة', medium: 'متوسطة', high: 'عالية' },
    status: { scheduled: 'مجدولة', completed: 'منتهية', cancelled: 'ملغاة' },
  },
  actions: { attendance: 'تسجيل الحضور', complete: 'إنهاء الحصة', cancel: 'إلغاء الحصة', reschedule: 'إعادتها مجدولة' },
  rules: {
    planOfTeam: 'الخطة لفريق آخر',
    withinPlan: 'الحصة خارج فترة الخطة',
    attendanceEntries: 'الحضور قائمة من لاعب واحد إلى %{max} لاعبًا، لكل منهم حالته',
    attendanceEntry: 'يُذكر في كل سطر اللاعب وحالته: حاضر أو متأخر أو غائب أو معتذر',
    completedOnceStarted: 'لا تنتهي حصة قبل أن تبدأ',
    coachFree: 'للمدرب حصة أخرى في هذا الوقت: %{record}',
    placeFree: 'الملعب أو الصالة محجوز في هذا الوقت: %{record}',
  },
});
