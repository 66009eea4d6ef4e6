import type { matches } from '@club/schema/resources/matches';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof matches>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مباريات |||| مباراة |||| المباريات |||| مباريات |||| مباراة |||| مباراة',
  fields: {
    teamId: 'الفريق',
    competition: 'المسابقة',
    competitionName: 'اسم المسابقة',
    opponent: 'المنافس',
    homeAway: 'الأرض',
    venue: 'الملعب',
    facilityId: 'الملعب أو الصالة',
    kickoffAt: 'موعد المباراة',
    status: 'الحالة',
    goalsFor: 'أهدافنا',
    goalsAgainst: 'أهداف المنافس',
    result: 'النتيجة',
    referee: 'الحكم',
    attendance: 'الحضور الجماهيري',
    notes: 'تقرير المباراة',
  },
  enums: {
    competition: { league: 'الدوري', cup: 'الكأس', friendly: 'ودية', tournament: 'بطولة', academyLeague: 'دوري الأكاديميات' },
    homeAway: { home: 'على أرضنا', away: 'خارج أرضنا', neutral: 'أرض محايدة' },
    status: { scheduled: 'مجدولة', live: 'جارية', completed: 'منتهية', postponed: 'مؤجلة', cancelled: 'ملغاة' },
    result: { win: 'فوز', draw: 'تعادل', loss: 'خسارة' },
  },
  actions: { 'kick-off': 'انطلاق المباراة', complete: 'نهاية المباراة', postpone: 'تأجيل', reschedule: 'إعادة الجدولة', cancel: 'إلغاء المباراة' },
  rules: {
    squadGoals: 'سُجّل للاعبين %{goals} أهداف: لا تقل أهداف الفريق عنها',
    kickedOff: 'لا تكون المباراة جارية أو منتهية قبل انطلاقها',
    goalsForNeeded: 'للمباراة المنتهية نتيجتها',
    goalsAgainstNeeded: 'للمباراة المنتهية نتيجتها',
    noGoalsForYet: 'تُسجَّل النتيجة بعد انطلاق المباراة',
    noGoalsAgainstYet: 'تُسجَّل النتيجة بعد انطلاق المباراة',
  },
});
