// Within the sample plan's period (api/src/overrides/trainingSessions.ts); a coach and a place each, never double-booked.
export const sample = { startsAt: '2026-06-10T14:00:00.000Z', durationMinutes: 90 };
export const fresh = ['coachId', 'facilityId'];
