// A bus in service takes trips (api/src/overrides/busTrips.ts).
export const sample = { status: 'active' };
