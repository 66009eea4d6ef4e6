// A message is written into a conversation its writer takes part in (api/src/overrides/chatMessages.ts):
// one with the writer among its members.
export const sample = {};
export const own = { conversationId: 'memberIds' };
