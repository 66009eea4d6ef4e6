// A meeting still to come (one held or completed has started, a completed one has its minutes; api/src/overrides/meetings.ts).
export const sample = { status: 'scheduled', startsAt: '2027-05-17T09:30:00.000Z' };
