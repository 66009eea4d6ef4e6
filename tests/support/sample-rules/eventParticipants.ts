// A guest (no member or player record) registered for an event of their own (one phone per event;
// api/src/overrides/eventParticipants.ts).
export const sample = { participantType: 'guest', status: 'registered', memberId: null, playerId: null };
export const fresh = ['eventId'];
