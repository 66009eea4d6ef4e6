// A guest (no player or staff record) on a trip of their own (its seats numbered apart), boarding
// anywhere: a stop is a line of a route, written only with it (api/src/overrides/tripPassengers.ts).
export const sample = { passengerType: 'guest', boardingStopId: null, playerId: null, employeeId: null };
export const fresh = ['tripId'];
