import type { performanceReports } from '@club/schema/resources/performanceReports';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof performanceReports>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'تقارير |||| تقرير |||| تقارير الأداء |||| تقارير |||| تقريرًا |||| تقرير',
  fields: {
    reportNo: 'رقم التقرير',
    playerId: 'اللاعب',
    periodStart: 'بداية الفترة',
    periodEnd: 'نهاية الفترة',
    status: 'الحالة',
    sessionsTotal: 'الحصص',
    sessionsAttended: 'الحصص المحضورة',
    attendanceRate: 'نسبة الحضور (%)',
    matchesPlayed: 'المباريات',
    minutesPlayed: 'دقائق اللعب',
    goals: 'الأهداف',
    assists: 'التمريرات الحاسمة',
    averageRating: 'متوسط التقييم',
    evaluations: 'التقييمات',
    technical: 'الفني (متوسط)',
    tactical: 'التكتيكي (متوسط)',
    physical: 'البدني (متوسط)',
    mental: 'الذهني (متوسط)',
    coachComment: 'ملاحظات المدرب',
  },
  enums: {
    status: { draft: 'مسودة', published: 'منشور' },
  },
  rules: {
    periodAtMost: 'لا يغطي التقرير أكثر من %{days} يومًا',
    periodInOrder: 'تنتهي الفترة في يوم بدايتها أو بعده',
  },
  actions: {
    publish: 'نشر',
  },
});
