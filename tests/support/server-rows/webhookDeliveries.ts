import type { Agent } from 'supertest';
import { posted } from './parts/posted';

// The webhooks' delivery log (api/src/webhooks/webhook-transport.ts): a subscription to tasks with
// its secret, a task created, and its delivery's first attempt logged (its host resolves nowhere:
// failed); then paused, so that nothing of it moves while the tests run.

export const seed = async (http: Agent | { post: Agent['post'] }) => {
  const agent = http as Agent;
  const roles = (await agent.get('/api/roles').query({ range: '[0,0]' })).body as { id: string }[];
  const subscription = await posted(http, 'A webhook', '/api/webhookSubscriptions', { name: 'Sample webhook', url: 'https://hooks.example.invalid/club', resource: 'tasks', events: ['created'], roleId: roles[0]!.id });
  const secret = await agent.post(`/api/webhookSubscriptions/${subscription.id}/new-secret`).send({});
  if (secret.status !== 200) throw new Error(`A webhook's secret: ${secret.status} ${JSON.stringify(secret.body)}`);
  await posted(http, 'A task for the webhook', '/api/tasks', { title: 'Told to a webhook' });
  for (let tries = 0; tries < 100; tries++) {
    const log = await agent.get('/api/webhookDeliveries').query({ filter: JSON.stringify({ subscriptionId: subscription.id }) });
    if (Array.isArray(log.body) && log.body.length > 0) {
      // Paused: its retry is given up, and the tests' own tasks queue nothing more.
      const paused = await agent.put(`/api/webhookSubscriptions/${subscription.id}`).send({ status: 'paused' });
      if (paused.status !== 200) throw new Error(`Pausing the webhook: ${paused.status} ${JSON.stringify(paused.body)}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The webhook delivery was never logged');
};
