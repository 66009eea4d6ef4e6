import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { CLUB_VAT_NUMBER, setClubSettings } from '../support/club-settings';

// Child lines saved with their parent in one transaction (invoices and their items), values the
// server derives (line amounts, totals) and gap-free yearly numbers (INV-2026-0001), also under
// concurrent creates and after a refused one.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  // Issuing names the club as seller: its VAT number comes from the settings.
  await setClubSettings(app, { vatNumber: CLUB_VAT_NUMBER });
});
afterAll(() => app?.stop());

type Row = Record<string, unknown>;
const year = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' }).slice(0, 4);
const invoice = (values: Row = {}) => ({ customerName: 'Al-Nassr Academy Shop', dueDate: '2026-12-31', ...values });
const line = (values: Row = {}) => ({ description: 'Training kit', quantity: 2, unitPrice: 149.99, vatRate: 15, ...values });
const itemsOf = async (id: string) => (await app.http.get('/api/invoiceItems').query({ filter: JSON.stringify({ invoiceId: id }), sort: '["position","ASC"]' }).expect(200)).body as Row[];

describe('an invoice with its lines', () => {
  it('is created with its lines in one request, numbered when issued, with totals the server derives', async () => {
    const draft = (await app.http.post('/api/invoices').send(invoice({ items: [line()] })).expect(201)).body;
    expect(draft.number).toBeNull();
    const created = (await app.http.post('/api/invoices').send(invoice({ status: 'issued', items: [line(), line({ description: 'Water bottles', quantity: 3, unitPrice: 0.1, vatRate: 15 })], total: 1, subtotal: 1 })).expect(201)).body;
    expect(created.number).toMatch(new RegExp(`^INV-${year}-\\d{4}$`));
    expect(created.items.map((item: Row) => [item.position, item.amount])).toEqual([[0, 299.98], [1, 0.3]]);
    // 0.1 × 3 is 0.30 exactly; VAT is rounded per line (45.00 + 0.05, as on a ZATCA e-invoice);
    // the client's totals are not taken.
    expect(created).toMatchObject({ subtotal: 300.28, vatTotal: 45.05, total: 345.33 });
    const read = (await app.http.get(`/api/invoices/${created.id}`).expect(200)).body;
    expect(read.items.map((item: Row) => item.description)).toEqual(['Training kit', 'Water bottles']);
    expect((await itemsOf(created.id)).map((item) => item.invoiceId)).toEqual([created.id, created.id]);
  });

  it('replaces, updates and removes lines on an edit, and derives the totals again', async () => {
    const created = (await app.http.post('/api/invoices').send(invoice({ items: [line(), line({ description: 'Cones' })] })).expect(201)).body;
    const [kit, cones] = created.items as Row[];
    const updated = (await app.http.put(`/api/invoices/${created.id}`).send({ version: created.version, items: [{ ...cones, quantity: 10, unitPrice: 5 }, line({ description: 'Bibs', quantity: 1, unitPrice: 20, vatRate: 0 })] }).expect(200)).body;
    expect(updated.items.map((item: Row) => [item.description, item.position, item.amount])).toEqual([['Cones', 0, 50], ['Bibs', 1, 20]]);
    expect(updated.items[0].id).toBe(cones!.id);
    expect(updated).toMatchObject({ subtotal: 70, vatTotal: 7.5, total: 77.5 });
    expect((await itemsOf(created.id)).map((item) => item.id)).not.toContain(kit!.id);
    // An edit without `items` keeps the lines (and the totals).
    const renamed = (await app.http.put(`/api/invoices/${created.id}`).send({ customerName: 'Renamed customer' }).expect(200)).body;
    expect(renamed.items).toHaveLength(2);
    expect(renamed.total).toBe(77.5);
    // The audit trail has each line's writes under the lines' own resource.
    const trail = (await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ resource: 'invoiceItems', recordId: kit!.id }) }).expect(200)).body as Row[];
    expect(trail.map((entry) => entry.action).sort()).toEqual(['create', 'delete']);
  });

  it('refuses a bad line by its place, and writes nothing of the request', async () => {
    const before = (await app.http.get('/api/invoiceItems').query({ range: '[0,0]' }).expect(200)).headers['content-range'];
    const refused = await app.http.post('/api/invoices').send(invoice({ items: [line(), line({ quantity: -1 }), { description: '' }] })).expect(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['items.1.quantity', 'items.2.description', 'items.2.unitPrice']);
    const mixed = await app.http.post('/api/invoices').send({ dueDate: 'tomorrow', items: 'none' }).expect(400);
    expect(Object.keys(mixed.body.errors).sort()).toEqual(['customerName', 'dueDate', 'items']);
    expect((await app.http.get('/api/invoiceItems').query({ range: '[0,0]' }).expect(200)).headers['content-range']).toBe(before);
    const created = (await app.http.post('/api/invoices').send(invoice({ items: [line()] })).expect(201)).body;
    const foreign = await app.http.put(`/api/invoices/${created.id}`).send({ items: [{ ...line(), id: '00000000-0000-4000-8000-000000000000' }] }).expect(400);
    expect(foreign.body.errors['items.0.id']).toBeTruthy();
  });

  it('keeps the lines out of reach on their own, and removes them with their invoice', async () => {
    const created = (await app.http.post('/api/invoices').send(invoice({ items: [line(), line()] })).expect(201)).body;
    const refused = await app.http.post('/api/invoiceItems').send({ ...line(), invoiceId: created.id }).expect(405);
    expect(refused.body.message).toMatch(/with the record they belong to/);
    await app.http.put(`/api/invoiceItems/${created.items[0].id}`).send({ quantity: 99 }).expect(405);
    await app.http.delete(`/api/invoiceItems/${created.items[0].id}`).expect(405);
    await app.http.delete(`/api/invoices/${created.id}`).expect(200);
    expect(await itemsOf(created.id)).toEqual([]);
  });

  it('follows its own rules: issued only with lines, lines frozen once issued, status only forward', async () => {
    const empty = (await app.http.post('/api/invoices').send(invoice()).expect(201)).body;
    expect((await app.http.put(`/api/invoices/${empty.id}`).send({ status: 'issued' }).expect(400)).body.errors.items).toBeTruthy();
    const created = (await app.http.post('/api/invoices').send(invoice({ items: [line()] })).expect(201)).body;
    const issued = (await app.http.put(`/api/invoices/${created.id}`).send({ status: 'issued' }).expect(200)).body;
    const frozen = await app.http.put(`/api/invoices/${created.id}`).send({ items: [line({ quantity: 5 })] }).set('Accept-Language', 'ar').expect(409);
    expect(frozen.body.errors.items).toMatch(/[\u0600-\u06FF]/);
    // Sending the same values back (as the form does) is not a change; another note is.
    await app.http.put(`/api/invoices/${created.id}`).send({ customerName: issued.customerName, dueDate: issued.dueDate, items: issued.items }).expect(200);
    expect((await app.http.put(`/api/invoices/${created.id}`).send({ notes: 'Paid by transfer' }).expect(409)).body.errors.notes).toBeTruthy();
    await app.http.put(`/api/invoices/${created.id}`).send({ status: 'draft' }).expect(409);
    await app.http.put(`/api/invoices/${created.id}`).send({ status: 'paid' }).expect(200);
  });
});

describe('sequence numbers', () => {
  it('are gap-free and never repeat under 20 concurrent issues, and a refused issue gives its number back', async () => {
    const numberOf = (row: Row) => Number(String(row.number).split('-')[2]);
    const first = numberOf((await app.http.post('/api/invoices').send(invoice({ status: 'issued', items: [line()] })).expect(201)).body);
    // An issue the rules refuse (without lines) is rolled back with its number.
    await app.http.post('/api/invoices').send(invoice({ status: 'issued' })).expect(400);
    const drafts = await Promise.all(Array.from({ length: 10 }, () => app.http.post('/api/invoices').send(invoice({ items: [line()] })).expect(201)));
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => app.http.post('/api/invoices').send(invoice({ status: 'issued', items: [line()] }))),
      ...drafts.map(({ body }) => app.http.put(`/api/invoices/${body.id}`).send({ status: 'issued' })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(200), ...Array(10).fill(201)]);
    const numbers = answers.map((answer) => numberOf(answer.body)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => first + 1 + index));
  });

  it('are the server’s: a client cannot set or change one', async () => {
    const created = (await app.http.post('/api/invoices').send(invoice({ number: 'INV-1999-0001', status: 'issued', items: [line()] })).expect(201)).body;
    expect(created.number).not.toBe('INV-1999-0001');
    const kept = (await app.http.put(`/api/invoices/${created.id}`).send({ number: 'INV-1999-0002', status: 'paid' }).expect(200)).body;
    expect(kept.number).toBe(created.number);
  });
});
