import type { Agent } from 'supertest';
import { posted } from './parts/posted';

// Unread counts are kept by the server for each member of a conversation (api/src/overrides/chatConversations.ts).

export const seed = async (http: Agent | { post: Agent['post'] }) => {
  const tag = String(Math.floor(Math.random() * 90_000) + 10_000);
  const person = await posted(http, 'A colleague', '/api/users', { firstName: 'Chat', lastName: tag, username: `chat${tag}`, email: `chat${tag}@example.sa`, roleId: 'member', status: 'active' });
  await posted(http, 'A conversation', '/api/chatConversations', { kind: 'direct', memberIds: [person.id] });
};
