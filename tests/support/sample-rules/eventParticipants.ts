// A guest (no member or player record) registered for an event of their own (one phone per event).
export const sample = { participantType: 'guest', memberId: null, playerId: null };
export const fresh = ['eventId'];
