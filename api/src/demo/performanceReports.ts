import type { DemoSeed } from './demo-seed';

/** Reports sum what was recorded in their period: those records first. */
export const after = ['playerTrainingAttendance', 'playerMatches', 'playerDevelopment'];

// [player (place in the squad), period start and end (days from today), published, coach's comment]
const REPORTS = [
  [0, -30, 0, true, 'Outstanding month: captain in every match, fully committed in training.'],
  [1, -30, 0, true, 'Solid and consistent.'],
  [2, -30, 0, true, 'شهر جيد، يحتاج إلى تحسين الدقة في التمرير الطويل.'],
  [3, -30, 0, true, undefined],
  [4, -30, 0, false, 'Red card against Al-Taawoun: discipline to work on.'],
  [5, -30, 0, false, undefined],
  [6, -30, 0, true, 'Top scorer of the month.'],
  [7, -30, 0, false, 'تأقلم سريع مع الفريق.'],
  [8, -30, 0, true, undefined],
  [10, -30, 0, false, undefined],
  [25, -45, 0, true, 'Good progress in the U-18 elite block.'],
  [26, -45, 0, false, undefined],
  [27, -45, 0, true, 'جاهز للصعود إلى تحت 21 الموسم القادم.'],
] as const;

export const demo: DemoSeed = (ctx) => {
  const players = ctx.ids('players');
  return REPORTS.map(([place, from, to, published, coachComment]) => ({
    playerId: players[place],
    periodStart: ctx.dateFromToday(from),
    periodEnd: ctx.dateFromToday(to),
    status: published ? 'published' : 'draft',
    coachComment,
  }));
};
