// Four hours on the road, scheduled; a bus and a driver each, never on two trips at once (api/src/overrides/busTrips.ts).
export const sample = { status: 'scheduled', departureAt: '2026-05-17T09:30:00.000Z', returnAt: '2026-05-17T13:30:00.000Z', odometerStart: 1000, odometerEnd: 1100 };
export const fresh = ['busId', 'driverId'];
