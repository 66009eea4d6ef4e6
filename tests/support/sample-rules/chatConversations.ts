// A direct conversation (no title) with a person of its own (one per pair; api/src/overrides/chatConversations.ts).
export const sample = { kind: 'direct', title: null };
export const fresh = ['memberIds'];
