import type { matchStatistics } from '@club/schema/resources/matchStatistics';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof matchStatistics>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'إحصاءات |||| إحصاء |||| إحصاءات المباريات |||| إحصاءات |||| إحصاءً |||| إحصاء',
  fields: {
    matchId: 'المباراة',
    side: 'الطرف',
    possession: 'الاستحواذ (%)',
    shots: 'التسديدات',
    shotsOnTarget: 'التسديدات على المرمى',
    corners: 'الركلات الركنية',
    fouls: 'الأخطاء',
    offsides: 'حالات التسلل',
    yellowCards: 'البطاقات الصفراء',
    redCards: 'البطاقات الحمراء',
    passes: 'التمريرات',
    passAccuracy: 'دقة التمرير (%)',
  },
  enums: {
    side: { ours: 'فريقنا', opponent: 'المنافس' },
  },
  rules: {
    onTargetAtMostShots: 'التسديدات على المرمى جزء من التسديدات',
    matchKickedOff: 'تُسجَّل الإحصاءات لمباراة انطلقت',
    possessionMakes100: 'استحواذ الطرف الآخر %{other}%: مجموعهما 100%',
  },
});
