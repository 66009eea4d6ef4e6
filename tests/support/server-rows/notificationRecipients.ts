import type { Agent } from 'supertest';


// The server writes a notification when a write gives someone a task: a task for another person.
export const seed = async (http: Agent | { post: Agent['post'] }) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const person = await http.post('/api/users').send({ firstName: 'Notified', lastName: tag, username: `notified.${tag}`, email: `notified.${tag}@club.sa`, roleId: 'member', status: 'active', password: 'Sample-Passw0rd!' });
  await http.post('/api/tasks').send({ title: 'A task for someone else', assigneeId: person.body.id });
};
