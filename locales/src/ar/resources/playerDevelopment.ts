import type { playerDevelopment } from '@club/schema/resources/playerDevelopment';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof playerDevelopment>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'تقييمات |||| تقييم |||| تطوير اللاعبين |||| تقييمات |||| تقييمًا |||| تقييم',
  fields: {
    playerId: 'اللاعب',
    evaluatorId: 'المقيِّم',
    evaluatedOn: 'تاريخ التقييم',
    period: 'الفترة',
    technical: 'الفني (1–10)',
    tactical: 'التكتيكي (1–10)',
    physical: 'البدني (1–10)',
    mental: 'الذهني (1–10)',
    overall: 'التقييم العام',
    strengths: 'نقاط القوة',
    areasToImprove: 'جوانب التطوير',
    goals: 'الأهداف القادمة',
  },
  enums: {
    period: { monthly: 'شهري', quarterly: 'ربع سنوي', midSeason: 'منتصف الموسم', endOfSeason: 'نهاية الموسم' },
  },
  rules: {
    evaluatedNotFuture: 'يُؤرَّخ التقييم باليوم أو بما قبله',
  },
});
