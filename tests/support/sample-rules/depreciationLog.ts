import type { Agent } from 'supertest';

// Entries are written when a depreciation run posts (api/src/overrides/depreciations.ts).
export const sample = {};

export const seed = async (http: Agent | { post: Agent['post'] }) => {
  const tag = String(Math.floor(Math.random() * 90_000) + 10_000);
  const check = (what: string, response: { status: number; body: unknown }, status = 201) => {
    if (response.status !== status) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as { id: string };
  };
  const category = check('A category', await http.post('/api/assetCategories').send({ name: `Seed ${tag}`, code: `SD-${tag}`, depreciationMethod: 'straightLine', usefulLifeYears: 5 }));
  check('An asset', await http.post('/api/assets').send({ name: `Seed asset ${tag}`, type: 'furniture', categoryId: category.id, value: 12_000, purchaseDate: '2025-01-01' }));
  const month = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' }).slice(0, 7);
  const run = check('A run', await http.post('/api/depreciations').send({ period: month }));
  check('Posting it', await http.post(`/api/depreciations/${run.id}/post`).send({}), 200);
};
