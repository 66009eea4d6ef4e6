import type { playerTrainingAttendance } from '@club/schema/resources/playerTrainingAttendance';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof playerTrainingAttendance>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'سجلات |||| سجل |||| حضور التدريبات |||| سجلات |||| سجلًا |||| سجل',
  fields: {
    sessionStartsAt: 'موعد الحصة',
    sessionId: 'الحصة التدريبية',
    playerId: 'اللاعب',
    status: 'الحالة',
    minutesLate: 'دقائق التأخير',
    notes: 'ملاحظات',
    recordedById: 'سجّله',
  },
  enums: {
    status: { present: 'حاضر', late: 'متأخر', absent: 'غائب', excused: 'معتذر' },
  },
  rules: {
    lateOnly: 'تُسجَّل دقائق التأخير للمتأخر وحده',
    sessionHeld: 'أُلغيت الحصة: لا يُسجَّل لها حضور',
    playerOfTheTeam: 'اللاعب ليس من فريق الحصة',
  },
});
