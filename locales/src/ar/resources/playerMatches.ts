import type { playerMatches } from '@club/schema/resources/playerMatches';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof playerMatches>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مشاركات |||| مشاركة |||| مشاركات اللاعبين |||| مشاركات |||| مشاركة |||| مشاركة',
  fields: {
    matchId: 'المباراة',
    kickoffAt: 'موعد المباراة',
    opponent: 'المنافس',
    playerId: 'اللاعب',
    role: 'الدور',
    minutesPlayed: 'دقائق اللعب',
    goals: 'الأهداف',
    assists: 'التمريرات الحاسمة',
    yellowCards: 'البطاقات الصفراء',
    redCards: 'البطاقات الحمراء',
    rating: 'التقييم',
    notes: 'ملاحظات',
  },
  enums: {
    role: { starter: 'أساسي', substitute: 'بديل', unused: 'لم يشارك' },
  },
  rules: {
    unusedHasNone: 'لا دقائق ولا أهداف ولا بطاقات للاعب لم يشارك',
    afterKickOff: 'تُسجَّل الدقائق والأهداف والبطاقات بعد انطلاق المباراة',
    teamGoals: 'سجّل الفريق %{goals}: لا تزيد أهداف لاعبيه عليها',
    playerAvailable: 'اللاعب مصاب أو موقوف أو غير نشط: لا يُدرج في مباراة',
  },
});
