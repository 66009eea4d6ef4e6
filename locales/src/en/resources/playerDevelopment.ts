import type { playerDevelopment } from '@club/schema/resources/playerDevelopment';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof playerDevelopment>({
  name: 'Player evaluation |||| Player development',
  fields: {
    playerId: 'Player',
    evaluatorId: 'Evaluator',
    evaluatedOn: 'Evaluated on',
    period: 'Period',
    technical: 'Technical (1–10)',
    tactical: 'Tactical (1–10)',
    physical: 'Physical (1–10)',
    mental: 'Mental (1–10)',
    overall: 'Overall',
    strengths: 'Strengths',
    areasToImprove: 'Areas to improve',
    goals: 'Next goals',
  },
  enums: {
    period: { monthly: 'Monthly', quarterly: 'Quarterly', midSeason: 'Mid-season', endOfSeason: 'End of season' },
  },
  rules: {
    evaluatedNotFuture: 'An evaluation is dated today or earlier',
  },
});
