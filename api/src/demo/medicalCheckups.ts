import type { DemoSeed } from './demo-seed';

// [player (place in the squad), days ago, type, result, restrictions, valid for (days after the checkup), heart rate, blood pressure]
const CHECKUPS = [
  [0, 110, 'preSeason', 'fit', undefined, 365, 52, '118/76'],
  [1, 110, 'preSeason', 'fit', undefined, 365, 55, '121/79'],
  [2, 110, 'preSeason', 'fit', undefined, 365, 58, '117/74'],
  [3, 110, 'cardiac', 'fit', undefined, 730, 50, '115/72'],
  [5, 10, 'periodic', 'fitWithRestrictions', 'يُمنع من العدو السريع حتى تلتئم العضلة الخلفية للفخذ', 30, 56, '119/77'],
  [9, 5, 'returnToPlay', 'unfit', undefined, null, 60, '120/80'],
  [11, 200, 'periodic', 'fitWithRestrictions', 'استخدام البخاخ قبل كل حصة تدريبية', 180, 62, '122/81'],
  [25, 90, 'preSeason', 'fit', undefined, 365, 61, '112/70'],
  [26, 25, 'returnToPlay', 'fit', undefined, 180, 64, '110/70'],
  [28, 60, 'periodic', 'unfit', undefined, null, 66, '116/75'],
  [39, 40, 'cardiac', 'unfit', undefined, null, 88, '128/84'],
  [54, 80, 'preSeason', 'fit', undefined, 365, 58, '108/68'],
  [59, 80, 'preSeason', 'fit', undefined, 365, 70, '104/66'],
  [13, 400, 'preSeason', 'fit', undefined, 365, 57, '120/78'],
] as const;

export const demo: DemoSeed = (ctx) => {
  const players = ctx.ids('players');
  return CHECKUPS.map(([place, daysAgo, type, result, restrictions, validFor, restingHeartRate, bloodPressure], index) => ({
    playerId: players[place],
    checkupDate: ctx.dateFromToday(-daysAgo),
    type,
    doctorName: index % 2 ? 'د. منى الشهري' : 'د. خالد الرميح',
    result,
    restrictions,
    validUntil: validFor === null ? undefined : ctx.dateFromToday(validFor - daysAgo),
    restingHeartRate,
    bloodPressure,
    notes: type === 'cardiac' && result === 'unfit' ? 'حُوّل إلى مستشفى الملك فيصل التخصصي لإجراء تخطيط صدى القلب.' : undefined,
  }));
};
