import type { Agent } from 'supertest';

// Ledger rows are written when a stock document posts (api/src/overrides/parts/stock.ts): goods received.
export const sample = {};

export const seed = async (http: Agent | { post: Agent['post'] }) => {
  const tag = String(Math.floor(Math.random() * 90_000) + 10_000);
  const check = (what: string, response: { status: number; body: unknown }, status = 201) => {
    if (response.status !== status) throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as { id: string };
  };
  const store = check('A warehouse', await http.post('/api/warehouses').send({ name: `Ledger store ${tag}`, code: `WH-L${tag}` }));
  const item = check('An item', await http.post('/api/warehouseItems').send({ name: `Ledger item ${tag}`, code: `LG-${tag}`, warehouseId: store.id, category: 'other', unit: 'piece' }));
  check('Goods received', await http.post('/api/itemsImports').send({ warehouseId: store.id, supplierName: 'Sample supplier', status: 'posted', items: [{ itemId: item.id, quantity: 3, unitCost: 10 }] }));
};
