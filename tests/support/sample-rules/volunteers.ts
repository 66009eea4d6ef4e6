// An active volunteer (a blocked one takes no part: api/src/overrides/volunteerAssignments.ts).
export const sample = { status: 'active' };
