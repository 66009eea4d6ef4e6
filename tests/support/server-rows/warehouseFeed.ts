import type { Agent } from 'supertest';
import { posted } from './parts/posted';

// Ledger rows are written when a stock document posts (api/src/overrides/parts/stock.ts): goods received.

export const seed = async (http: Agent | { post: Agent['post'] }) => {
  const tag = String(Math.floor(Math.random() * 90_000) + 10_000);
  const store = await posted(http, 'A warehouse', '/api/warehouses', { name: `Ledger store ${tag}`, code: `WH-L${tag}` });
  const item = await posted(http, 'An item', '/api/warehouseItems', { name: `Ledger item ${tag}`, code: `LG-${tag}`, warehouseId: store.id, category: 'other', unit: 'piece' });
  await posted(http, 'Goods received', '/api/itemsImports', { warehouseId: store.id, supplierName: 'Sample supplier', status: 'posted', items: [{ itemId: item.id, quantity: 3, unitCost: 10 }] });
};
