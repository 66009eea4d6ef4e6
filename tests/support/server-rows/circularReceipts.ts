import type { Agent } from 'supertest';

// Receipts are written when a reader acknowledges a published circular (api/src/overrides/internalBulletins.ts).

export const seed = async (http: Agent | { post: Agent['post'] }) => {
  const circular = await http.post('/api/internalBulletins').send({ referenceNumber: `IC-2026-${String(Math.floor(Math.random() * 90_000) + 10_000)}`, title: 'Sample circular', body: 'Read me.', status: 'published' });
  if (circular.status !== 201) throw new Error(`A circular to acknowledge: ${circular.status} ${JSON.stringify(circular.body)}`);
  const receipt = await http.post(`/api/internalBulletins/${circular.body.id}/acknowledge`).send({});
  if (receipt.status !== 200) throw new Error(`Acknowledging the circular: ${receipt.status} ${JSON.stringify(receipt.body)}`);
};
