import type { DemoSeed } from './demo-seed';
import { TEAMS } from './parts/academy';

const FOCUS = ['tactical', 'technical', 'physical', 'mixed', 'technical', 'mental', 'technical', 'recovery', 'technical', 'tactical', 'physical', 'mixed'] as const;

const OBJECTIVES: Record<string, string> = {
  tactical: 'Pressing triggers and compact 4-4-2 shape without the ball; quick transitions after winning it back.',
  technical: 'First touch under pressure, passing on the half-turn, finishing from the edge of the box.',
  physical: 'رفع مستوى التحمل والسرعة مع خفض الحمل قبل المباريات.',
  mental: 'التركيز في الدقائق الأخيرة، وإدارة الضغط في المباريات الحاسمة.',
  recovery: 'Active recovery, mobility and sleep hygiene after the tournament block.',
  mixed: 'خطة شاملة: مهارات فردية، تنظيم دفاعي، ولياقة عامة.',
};

// One plan per team (the team's place in the demo squad), then last block's completed plan of the first team.
export const demo: DemoSeed = (ctx) => {
  const teams = ctx.ids('teams');
  const coaches = ctx.ids('coaches');
  const plans = TEAMS.slice(0, 12).map(([name, nameAr], index) => {
    const status = index === 10 ? 'draft' : index === 11 ? 'cancelled' : 'active';
    const focus = FOCUS[index]!;
    return {
      title: index % 2 === 0 ? `${name}: ${focus} block` : `${nameAr}: خطة المرحلة الحالية`,
      teamId: teams[index],
      coachId: coaches[[1, 0, 10, 5, 0, 10, 5, 10, 5, 12, 12, 12][index]!],
      periodStart: ctx.dateFromToday(status === 'draft' ? 10 : -30),
      periodEnd: ctx.dateFromToday(status === 'draft' ? 90 : 60),
      focus,
      objectives: OBJECTIVES[focus]!,
      sessionsPerWeek: index < 2 ? 5 : index < 5 ? 4 : 3,
      status,
    };
  });
  return [
    ...plans,
    { title: 'First Team: pre-season', teamId: teams[0], coachId: coaches[1], periodStart: ctx.dateFromToday(-120), periodEnd: ctx.dateFromToday(-31), focus: 'physical', objectives: OBJECTIVES.physical!, sessionsPerWeek: 6, status: 'completed' },
  ];
};
