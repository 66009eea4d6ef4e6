import type { DemoRow, DemoSeed } from './demo-seed';

// [opportunity, volunteer, day from today, hours, what was done, decision] — a check-in has no day
// or hours (today's, the opportunity's) and comes through the attendance link.
const LOGS: readonly (readonly [number, number, number | 'checkIn', number, string, 'approve' | 'reject' | undefined])[] = [
  [0, 0, -25, 6, 'Gate 3 steward, opening ceremony', 'approve'],
  [0, 1, -25, 6, 'Media desk, accreditation', 'approve'],
  [1, 5, -10, 5, 'Guided three parent groups', 'approve'],
  [11, 0, -60, 4, 'Team leader, north beach', 'approve'],
  [11, 6, -60, 4, 'Beach clean-up', 'reject'],
  [2, 11, -1, 8, 'First-aid post, day one', 'approve'],
  [2, 6, 'checkIn', 0, '', undefined],
  [5, 3, -1, 4, 'Airport welcome and transfer', undefined],
  [5, 7, 'checkIn', 0, '', undefined],
  [10, 12, -20, 3, 'Kit room: washing and sorting', 'approve'],
  [10, 12, -13, 3, 'Kit room: new season kits', 'approve'],
  [10, 12, -6, 3, 'Kit room: stock count', undefined],
  [10, 5, -6, 3, 'Kit room', 'reject'],
];

// Hours given: logged by the office or checked in through the attendance link today; most
// approved by the supervisors, two rejected, a few waiting.
export const demo: DemoSeed = (ctx) => {
  const opportunities = ctx.ids('eventOpportunities');
  const volunteers = ctx.ids('volunteers');
  const office = ctx.ids('users')[18]!;
  const supervisor = ctx.ids('users')[28]!;
  return LOGS.map(([opportunity, volunteer, day, hours, description, decision]): DemoRow =>
    day === 'checkIn'
      ? // Checked in through the attendance link, proved by the code texted to the volunteer's phone.
        { opportunityId: opportunities[opportunity], nationalId: ctx.records('volunteers')[volunteer]!.nationalId, $provenBy: { resource: 'volunteers', id: volunteers[volunteer] } }
      : {
          opportunityId: opportunities[opportunity],
          volunteerId: volunteers[volunteer],
          workDate: ctx.dateFromToday(day),
          hours,
          description,
          $by: office,
          $actions: decision ? [{ name: decision, by: supervisor, comment: decision === 'reject' ? 'Not on the day\u2019s attendance sheet.' : undefined }] : undefined,
        },
  );
};
export const after = ['volunteerAssignments'];
