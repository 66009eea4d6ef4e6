import type { DemoSeed } from './demo-seed';

// [team (place in the demo), days from today, type, intensity, status, title]
const SESSIONS = [
  [0, -21, 'tactical', 'high', 'completed', 'Pressing and compact shape'],
  [0, -14, 'technical', 'medium', 'completed', 'تمارين التمرير والاستلام'],
  [0, -10, 'physical', 'high', 'completed', 'Speed endurance'],
  [0, -7, 'scrimmage', 'high', 'completed', 'مباراة تدريبية 11 ضد 11'],
  [0, -3, 'recovery', 'low', 'completed', 'Recovery after the league match'],
  [0, 1, 'tactical', 'medium', 'scheduled', 'Set pieces: attacking corners'],
  [0, 3, 'fitness', 'medium', 'scheduled', 'تمارين اللياقة قبل المباراة'],
  [0, 5, 'technical', 'low', 'cancelled', 'Finishing (pitch under maintenance)'],
  [3, -12, 'technical', 'medium', 'completed', 'U-18: first touch and passing'],
  [3, -5, 'tactical', 'high', 'completed', 'تحت 18: الضغط العالي'],
  [3, 2, 'fitness', 'medium', 'scheduled', 'U-18: agility and coordination'],
  [6, -6, 'technical', 'low', 'completed', 'تحت 12: المراوغة والتحكم بالكرة'],
  [6, 4, 'scrimmage', 'medium', 'scheduled', 'U-12: small-sided games'],
  [9, -4, 'tactical', 'medium', 'completed', "Women's team: defending crosses"],
  [9, 6, 'physical', 'high', 'scheduled', 'فريق السيدات: القوة والسرعة'],
] as const;

/** Each team's usual hour (UTC; Riyadh is three hours ahead) and its coach (place in the coaches' demo). */
const SLOT: Record<number, readonly [string, number]> = { 0: ['14:00', 1], 3: ['13:00', 5], 6: ['12:30', 5], 9: ['15:30', 12] };

export const demo: DemoSeed = (ctx) => {
  const teams = ctx.ids('teams');
  const coaches = ctx.ids('coaches');
  const plans = ctx.ids('trainingPlans');
  const facilities = ctx.ids('facilities');
  return SESSIONS.map(([team, days, type, intensity, status, title]) => ({
    title,
    teamId: teams[team],
    planId: plans[team],
    coachId: coaches[SLOT[team]![1]],
    facilityId: facilities[team % Math.max(1, facilities.length)],
    startsAt: `${ctx.dateFromToday(days)}T${SLOT[team]![0]}:00.000Z`,
    durationMinutes: type === 'recovery' ? 60 : type === 'scrimmage' ? 105 : 90,
    type,
    intensity,
    status,
    notes: status === 'cancelled' ? 'Cancelled: the pitch is being re-turfed.' : undefined,
  }));
};
