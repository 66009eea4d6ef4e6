import type { DemoRow, DemoSeed } from './demo-seed';

type Status = 'applied' | 'accepted' | 'rejected' | 'attended' | 'noShow';

// [opportunity, volunteer, status, role, close the opportunity after this one]
const ASSIGNMENTS: readonly (readonly [number, number, Status, string?, true?])[] = [
  [0, 0, 'attended', 'Gate steward'],
  [0, 1, 'attended', 'Media desk'],
  [0, 4, 'noShow', 'Hospitality', true],
  [1, 5, 'attended', 'Group guide'],
  [1, 2, 'rejected', undefined, true],
  [2, 6, 'accepted', 'First aider'],
  [2, 11, 'accepted', 'First aider'],
  [2, 0, 'applied'],
  [3, 4, 'accepted', 'مضيفة البوابة الشرقية'],
  [3, 3, 'applied'],
  [3, 9, 'applied'],
  [4, 1, 'accepted', 'Photographer'],
  [4, 9, 'accepted', 'Social media'],
  [5, 3, 'accepted', 'Urdu and English'],
  [5, 7, 'accepted', 'Turkish and English'],
  [6, 2, 'accepted', 'Coaster driver'],
  [10, 12, 'accepted', 'Kit room'],
  [10, 5, 'accepted', 'Kit room'],
  [11, 0, 'attended', 'Team leader'],
  [11, 6, 'attended', 'Volunteer', true],
];

// Applications to the opportunities: those waiting for a decision came through the volunteers
// link; the office added the others: accepted, attended, a no-show, one rejected.
export const demo: DemoSeed = (ctx) => {
  const opportunities = ctx.ids('eventOpportunities');
  const volunteers = ctx.ids('volunteers');
  const office = ctx.ids('users')[18]!;
  return ASSIGNMENTS.map(([opportunity, volunteer, status, role, close]): DemoRow => ({
    opportunityId: opportunities[opportunity],
    volunteerId: volunteers[volunteer],
    role,
    status,
    rejectionReason: status === 'rejected' ? 'The guide team was complete; we will call on you for the next open day.' : undefined,
    // Those still waiting applied through the public volunteers link (no one of the office made them).
    $by: status === 'applied' ? undefined : office,
    $then: close ? [{ resource: 'eventOpportunities', id: opportunities[opportunity], values: { status: 'closed' } }] : undefined,
  }));
};
