import type { DemoRow, DemoSeed } from './demo-seed';

// [opportunity, volunteer (accepted for it) or none, title, day from today, hour (UTC), hours, priority, status]
const TASKS: readonly (readonly [number, number | undefined, string, number, number, number, 'low' | 'medium' | 'high', 'open' | 'inProgress' | 'done' | 'cancelled'])[] = [
  [2, 6, 'First-aid post at pitch A', -1, 5, 8, 'high', 'done'],
  [2, 11, 'First-aid post at pitch B', 0, 5, 8, 'high', 'inProgress'],
  [2, undefined, 'Restock the first-aid kits', 1, 5, 2, 'medium', 'open'],
  [5, 3, 'Meet the Pakistani academy at the airport', -1, 4, 3, 'medium', 'done'],
  [5, 7, 'ترجمة الاجتماع الفني للبطولة', 0, 6, 2, 'high', 'inProgress'],
  [3, 4, 'Welcome VIP families at the east gate', 4, 13, 5, 'high', 'open'],
  [4, 1, 'Photograph the opening match', 12, 14, 3, 'medium', 'open'],
  [4, 9, 'نشر التغطية المباشرة على حسابات النادي', 12, 14, 5, 'medium', 'open'],
  [6, 2, 'Drive the kit van to Dammam', 9, 4, 6, 'high', 'open'],
  [10, 12, 'Count and label the training bibs', -5, 13, 3, 'low', 'done'],
  [10, 5, 'تجهيز أطقم فريق تحت 15', 2, 13, 3, 'medium', 'open'],
  [3, undefined, 'Print the fan zone wristbands', 2, 8, 2, 'low', 'cancelled'],
];

// The work of the opportunities running and coming, handed to the volunteers accepted for them.
export const demo: DemoSeed = (ctx) => {
  const opportunities = ctx.ids('eventOpportunities');
  const volunteers = ctx.ids('volunteers');
  return TASKS.map(([opportunity, volunteer, title, day, hour, hours, priority, status]): DemoRow => {
    const startsAt = `${ctx.dateFromToday(day)}T${String(hour).padStart(2, '0')}:00:00.000Z`;
    return {
      opportunityId: opportunities[opportunity],
      volunteerId: volunteer === undefined ? undefined : volunteers[volunteer],
      title,
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + hours * 3_600_000).toISOString(),
      estimatedHours: hours,
      priority,
      status,
    };
  });
};
export const after = ['volunteerAssignments'];
