// A guest (no member or player record) registered for an event of their own (one phone per event).
export const sample = { participantType: 'guest', memberId: null, playerId: null };
export const fresh = ['eventId'];
// A no-show is marked once the event has started, and a sample's event is ahead.
export const unwalkable = { 'mark-no-show': 'tests/api/operations/events.test.ts' };
