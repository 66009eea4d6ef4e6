// Four hours on the road, back the day the sample driver's licence ends; a bus and a driver each,
// never on two trips at once (their noOverlap constraints; api/src/overrides/busTrips.ts).
export const sample = { departureAt: '2026-05-17T09:30:00.000Z', returnAt: '2026-05-17T13:30:00.000Z' };
export const fresh = ['busId', 'driverId'];
