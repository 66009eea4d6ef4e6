import type { Agent } from 'supertest';
import { posted } from './parts/posted';

// The trash holds what was deleted (api/src/trash/trash.ts): a task, deleted.

export const seed = async (http: Agent | { post: Agent['post'] }) => {
  const task = await posted(http, 'A task to delete', '/api/tasks', { title: 'Deleted sample' });
  const response = await (http as Agent).delete(`/api/tasks/${task.id}`);
  if (response.status !== 200) throw new Error(`Deleting a task: ${response.status} ${JSON.stringify(response.body)}`);
};
