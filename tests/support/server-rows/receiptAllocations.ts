import type { Agent } from 'supertest';
import { CLUB_VAT_NUMBER } from '../club-settings';
import { posted } from './parts/posted';

// Allocation lines are written with their receipt (api/src/overrides/receiptVouchers.ts): an
// issued invoice, and a receipt paying part of it.
export const seed = async (http: Agent | { post: Agent['post']; get?: Agent['get']; put?: Agent['put'] }) => {
  const agent = http as Agent;
  const [settings] = (await agent.get('/api/websiteSettings')).body as { id: string; vatNumber?: string }[];
  if (settings && !settings.vatNumber) await agent.put(`/api/websiteSettings/${settings.id}`).send({ vatNumber: CLUB_VAT_NUMBER });
  const invoice = await posted(http, 'An issued invoice', '/api/invoices', { customerName: 'Allocation sample', dueDate: '2030-12-31', status: 'issued', items: [{ description: 'Hall rental', quantity: 1, unitPrice: 100, vatRate: 15 }] });
  await posted(http, 'A receipt allocating to it', '/api/receiptVouchers', { payerName: 'Allocation sample', amount: 50, method: 'cash', reason: 'Hall rental', allocations: [{ invoiceId: invoice.id, amount: 50 }] });
};
