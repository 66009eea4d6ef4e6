import type { Agent } from 'supertest';
import { posted } from './parts/posted';

// Entries are written when a depreciation run posts (api/src/overrides/depreciations.ts).

export const seed = async (http: Agent | { post: Agent['post'] }) => {
  const tag = String(Math.floor(Math.random() * 90_000) + 10_000);
  const category = await posted(http, 'A category', '/api/assetCategories', { name: `Seed ${tag}`, code: `SD-${tag}`, depreciationMethod: 'straightLine', usefulLifeYears: 5 });
  await posted(http, 'An asset', '/api/assets', { name: `Seed asset ${tag}`, type: 'furniture', categoryId: category.id, value: 12_000, purchaseDate: '2025-01-01' });
  const month = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' }).slice(0, 7);
  const run = await posted(http, 'A run', '/api/depreciations', { period: month });
  await posted(http, 'Posting it', `/api/depreciations/${run.id}/post`, {}, 200);
};
