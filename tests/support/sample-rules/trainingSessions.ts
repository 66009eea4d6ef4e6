// Within the sample plan's period; a coach and a place each, never double-booked (api/src/overrides/trainingSessions.ts).
export const sample = { startsAt: '2026-06-10T14:00:00.000Z', durationMinutes: 90, status: 'scheduled' };
export const fresh = ['coachId', 'facilityId'];
