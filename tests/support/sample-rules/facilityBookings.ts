// Two hours (api/src/overrides/facilityBookings.ts: a booking ends after it starts).
export const sample = { startsAt: '2026-05-17T09:30:00.000Z', endsAt: '2026-05-17T11:30:00.000Z' };
