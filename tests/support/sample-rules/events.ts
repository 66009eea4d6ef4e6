// Published (so that a participant's sample may register), three hours long, open for registration
// until the day before, outside the club's places (the sample place is closed: a published event's
// venue is open, schema/src/resources/events.ts).
export const sample = {
  status: 'published',
  startsAt: '2030-05-17T09:30:00.000Z',
  endsAt: '2030-05-17T12:30:00.000Z',
  registrationOpensAt: '2026-01-01T00:00:00.000Z',
  registrationClosesAt: '2030-05-16T00:00:00.000Z',
  capacity: 30,
  venueId: null,
};
// Completing one waits for its end, which a sample's event (ahead, for registrations) has not reached.
export const unwalkable = { complete: 'tests/api/operations/events.test.ts' };
