import type { Agent } from 'supertest';
import { posted } from './parts/posted';

// Who follows a record is kept as they press follow on its page (api/src/notifications/followers.ts): a task followed.
export const seed = async (http: Agent | { post: Agent['post'] }) => {
  const task = await posted(http, 'A task to follow', '/api/tasks', { title: 'Followed sample' });
  const response = await (http as Agent).put(`/api/tasks/${task.id}/following`).send({ following: true });
  if (response.status !== 200) throw new Error(`Following a task: ${response.status} ${JSON.stringify(response.body)}`);
};
