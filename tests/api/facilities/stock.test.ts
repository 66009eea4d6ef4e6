import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, session } from '../auth-helpers';
import { startTestApp, type TestApp } from '../../support/test-app';
import { tag } from './fixtures';

// Issue 15, warehouses: quantities on hand come only from posted movements, in one transaction
// each, never below zero (also under concurrent issues); a transfer moves stock atomically; a
// posted document is reversed by counter-movements, never edited; an approved items request
// issues the goods; every movement leaves a ledger row with the balance after it.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());


const makeWarehouse = async () => (await app.http.post('/api/warehouses').send({ name: `Store ${tag()}`, code: `WH-T${tag()}` }).expect(201)).body;
const makeItem = async (warehouseId: string, values: Record<string, unknown> = {}) =>
  (await app.http.post('/api/warehouseItems').send({ name: `Ball ${tag()}`, code: `IT-${tag()}`, warehouseId, category: 'sportsEquipment', unit: 'piece', ...values }).expect(201)).body;
const receive = (warehouseId: string, lines: { itemId: string; quantity: number; unitCost: number }[], status = 'posted') =>
  app.http.post('/api/itemsImports').send({ warehouseId, supplierName: 'Al-Jazeera Sports', status, items: lines });
const issue = (warehouseId: string, lines: { itemId: string; quantity: number }[], status = 'posted') =>
  app.http.post('/api/itemsExports').send({ warehouseId, issuedTo: 'department', departmentId: department, purpose: 'Training week', status, items: lines });
const itemOf = async (id: string) => (await app.http.get(`/api/warehouseItems/${id}`).expect(200)).body;
const ledgerOf = async (itemId: string) =>
  (await app.http.get('/api/warehouseFeed').query({ filter: JSON.stringify({ itemId }), sort: JSON.stringify(['postedAt', 'ASC']), range: '[0,99]' }).expect(200)).body;

let department: string;
beforeAll(async () => {
  department = (await app.http.post('/api/departments').send({ code: `D${tag()}`, name: 'Academy', nameAr: 'الأكاديمية' }).expect(201)).body.id;
});

describe('goods received', () => {
  it('add to the quantity on hand, which is never typed, at a moving average cost, with a ledger row each', async () => {
    const store = await makeWarehouse();
    const item = await makeItem(store.id, { reorderLevel: 5, quantity: 999 });
    expect(item).toMatchObject({ quantity: 0, status: 'outOfStock', stockValue: 0 });
    const first = (await receive(store.id, [{ itemId: item.id, quantity: 10, unitCost: 10 }]).expect(201)).body;
    expect(first).toMatchObject({ status: 'posted', totalCost: 100, number: expect.stringMatching(/^GRN-\d{4}-\d{4}$/) });
    expect(first.postedById).toBeTruthy();
    expect(first.items[0]).toMatchObject({ amount: 100 });
    await receive(store.id, [{ itemId: item.id, quantity: 10, unitCost: 20 }]).expect(201);
    expect(await itemOf(item.id)).toMatchObject({ quantity: 20, unitCost: 15, stockValue: 300, status: 'inStock' });
    const ledger = await ledgerOf(item.id);
    expect(ledger.map((row: Record<string, unknown>) => [row.movement, row.quantityIn, row.balanceAfter])).toEqual([['receipt', 10, 10], ['receipt', 10, 20]]);
    // A draft moves nothing until it is posted, by its action.
    const draft = (await receive(store.id, [{ itemId: item.id, quantity: 5, unitCost: 15 }], 'draft').expect(201)).body;
    expect((await itemOf(item.id)).quantity).toBe(20);
    await app.http.post(`/api/itemsImports/${draft.id}/post`).send({}).expect(200);
    expect((await itemOf(item.id)).quantity).toBe(25);
    // The item moved through its own write: its history names the posting that moved it.
    const [moved] = (await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ resource: 'warehouseItems', recordId: item.id }), sort: '["createdAt","DESC"]' }).expect(200)).body;
    expect(moved).toMatchObject({ action: 'update', causeResource: 'itemsImports', causeRecordId: draft.id, causeAction: 'post' });
    expect(moved.changes).toMatchObject({ quantity: { old: 20, new: 25 } });
    // An item of another warehouse is not received here.
    const elsewhere = await makeItem((await makeWarehouse()).id);
    expect((await receive(store.id, [{ itemId: elsewhere.id, quantity: 1, unitCost: 1 }]).expect(400)).body.errors['items.0.itemId']).toMatch(/another warehouse/);
  });

  it('once posted are never edited or deleted: a reversal with a reason takes the goods out again, if they are still there', async () => {
    const store = await makeWarehouse();
    const item = await makeItem(store.id);
    const receipt = (await receive(store.id, [{ itemId: item.id, quantity: 5, unitCost: 40 }]).expect(201)).body;
    expect((await app.http.put(`/api/itemsImports/${receipt.id}`).send({ supplierName: 'Someone else', version: receipt.version }).expect(409)).body.errors).toHaveProperty('supplierName');
    await app.http.put(`/api/itemsImports/${receipt.id}`).send({ items: [{ itemId: item.id, quantity: 50, unitCost: 40 }], version: receipt.version }).expect(409);
    await app.http.delete(`/api/itemsImports/${receipt.id}`).expect(409);
    // Its notes may still be written.
    await app.http.put(`/api/itemsImports/${receipt.id}`).send({ notes: 'Checked against the order', version: receipt.version }).expect(200);
    expect((await app.http.post(`/api/itemsImports/${receipt.id}/reverse`).send({}).expect(400)).body.errors).toHaveProperty('comment');
    // Three of the five were issued meanwhile: the receipt cannot be taken back whole.
    await issue(store.id, [{ itemId: item.id, quantity: 3 }]).expect(201);
    expect((await app.http.post(`/api/itemsImports/${receipt.id}/reverse`).send({ comment: 'Wrong delivery' }).expect(409)).body.message).toMatch(/2 pieces on hand, 5 asked/);
    const more = (await receive(store.id, [{ itemId: item.id, quantity: 5, unitCost: 40 }]).expect(201)).body;
    const reversed = (await app.http.post(`/api/itemsImports/${more.id}/reverse`).send({ comment: 'Entered twice' }).expect(200)).body;
    expect(reversed).toMatchObject({ status: 'reversed', reversalReason: 'Entered twice', reversedById: expect.any(String), reversedAt: expect.any(String) });
    expect((await itemOf(item.id)).quantity).toBe(2);
    expect((await ledgerOf(item.id)).map((row: Record<string, unknown>) => [row.movement, row.balanceAfter])).toEqual([['receipt', 5], ['issue', 2], ['receipt', 7], ['reversal', 2]]);
    await app.http.post(`/api/itemsImports/${more.id}/reverse`).send({ comment: 'Again' }).expect(409);
  });
});

describe('goods issued', () => {
  it('never take the stock below zero: 20 concurrent issues of the last 5 units leave exactly 0, the rest refused with 409', async () => {
    const store = await makeWarehouse();
    const item = await makeItem(store.id, { name: 'Match ball size 5', reorderLevel: 2 });
    await receive(store.id, [{ itemId: item.id, quantity: 5, unitCost: 450 }]).expect(201);
    const answers = await Promise.all(Array.from({ length: 20 }, () => issue(store.id, [{ itemId: item.id, quantity: 1 }])));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(15);
    expect(refused[0]!.body.message).toMatch(/Not enough Match ball size 5 in stock: 0 pieces on hand, 1 asked/);
    expect(refused[0]!.body.errors).toHaveProperty(['items.0.quantity']);
    expect(await itemOf(item.id)).toMatchObject({ quantity: 0, status: 'outOfStock', stockValue: 0 });
    const ledger = await ledgerOf(item.id);
    expect(ledger.filter((row: Record<string, unknown>) => row.movement === 'issue').map((row: Record<string, unknown>) => row.balanceAfter)).toEqual([4, 3, 2, 1, 0]);
    // Only the issues that took stock were kept.
    const { rows } = await app.pool.query(`SELECT count(*)::int AS "count" FROM "export_lines" WHERE "item_id" = $1`, [item.id]);
    expect(rows[0].count).toBe(5);
  });

  it('tell a draft that cannot be posted, by trying the posting and rolling it back', async () => {
    const store = await makeWarehouse();
    const item = await makeItem(store.id);
    await receive(store.id, [{ itemId: item.id, quantity: 19, unitCost: 10 }]).expect(201);
    const draft = (await issue(store.id, [{ itemId: item.id, quantity: 100 }], 'draft').expect(201)).body;
    const auditBefore = (await app.pool.query('SELECT count(*)::int AS "count" FROM "audit_logs"')).rows[0].count as number;
    const now = (await app.http.get(`/api/itemsExports/${draft.id}/actions`).expect(200)).body;
    expect(now.post).toEqual({ allowed: false, reason: expect.stringMatching(/19/) });
    // Tried, not taken: the draft, the stock and the trail are as they were.
    expect((await app.http.get(`/api/itemsExports/${draft.id}`).expect(200)).body).toMatchObject({ status: 'draft', version: draft.version });
    expect((await itemOf(item.id)).quantity).toBe(19);
    expect((await app.pool.query('SELECT count(*)::int AS "count" FROM "audit_logs"')).rows[0].count).toBe(auditBefore);
    // Enough on hand: the posting would be taken.
    const small = (await issue(store.id, [{ itemId: item.id, quantity: 4 }], 'draft').expect(201)).body;
    expect((await app.http.get(`/api/itemsExports/${small.id}/actions`).expect(200)).body.post).toEqual({ allowed: true });
    expect((await itemOf(item.id)).quantity).toBe(19);
  });

  it('flag an item at or under its reorder level, and name the department or person they go to', async () => {
    const store = await makeWarehouse();
    const item = await makeItem(store.id, { reorderLevel: 4, unit: 'kg' });
    await receive(store.id, [{ itemId: item.id, quantity: 10, unitCost: 9.5 }]).expect(201);
    await issue(store.id, [{ itemId: item.id, quantity: 2.5 }, { itemId: item.id, quantity: 3.5 }]).expect(201);
    expect(await itemOf(item.id)).toMatchObject({ quantity: 4, status: 'lowStock' });
    // Asking for more than there is, in Arabic.
    const short = await issue(store.id, [{ itemId: item.id, quantity: 6 }]).set('Accept-Language', 'ar').expect(409);
    expect(short.body.message).toContain('المتوفر 4 كغ');
    const nobody = await app.http.post('/api/itemsExports').send({ warehouseId: store.id, issuedTo: 'person', purpose: 'Kit', items: [{ itemId: item.id, quantity: 1 }] }).expect(400);
    expect(nobody.body.errors).toHaveProperty('recipientId');
  });
});

describe('transfers', () => {
  it('move stock between warehouses atomically: out of one and into the same code in the other, or not at all', async () => {
    const [from, to] = await Promise.all([makeWarehouse(), makeWarehouse()]);
    const item = await makeItem(from.id, { code: `TR-${tag()}`, unitCost: 0 });
    await receive(from.id, [{ itemId: item.id, quantity: 10, unitCost: 30 }]).expect(201);
    // More than is on hand: refused, and neither warehouse changes (no item appears in the other).
    await app.http.post('/api/warehouseTransfers').send({ fromWarehouseId: from.id, toWarehouseId: to.id, status: 'posted', items: [{ itemId: item.id, quantity: 11 }] }).expect(409);
    expect((await app.http.get('/api/warehouseItems').query({ filter: JSON.stringify({ warehouseId: to.id }) }).expect(200)).body).toEqual([]);
    expect((await itemOf(item.id)).quantity).toBe(10);
    const transfer = (await app.http.post('/api/warehouseTransfers').send({ fromWarehouseId: from.id, toWarehouseId: to.id, status: 'posted', items: [{ itemId: item.id, quantity: 4 }] }).expect(201)).body;
    const [arrived] = (await app.http.get('/api/warehouseItems').query({ filter: JSON.stringify({ warehouseId: to.id }) }).expect(200)).body;
    expect(arrived).toMatchObject({ code: item.code, name: item.name, quantity: 4, unitCost: 30 });
    expect((await itemOf(item.id)).quantity).toBe(6);
    expect((await ledgerOf(item.id)).at(-1)).toMatchObject({ movement: 'transferOut', quantityOut: 4, balanceAfter: 6, documentNumber: transfer.number });
    expect((await ledgerOf(arrived.id)).at(-1)).toMatchObject({ movement: 'transferIn', quantityIn: 4, balanceAfter: 4, documentNumber: transfer.number });
    // A second transfer lands on the same item there; reversing one moves it back.
    await app.http.post('/api/warehouseTransfers').send({ fromWarehouseId: from.id, toWarehouseId: to.id, status: 'posted', items: [{ itemId: item.id, quantity: 1 }] }).expect(201);
    await app.http.post(`/api/warehouseTransfers/${transfer.id}/reverse`).send({ comment: 'Wrong branch' }).expect(200);
    expect([(await itemOf(item.id)).quantity, (await itemOf(arrived.id)).quantity]).toEqual([9, 1]);
    // Never to the same warehouse.
    expect((await app.http.post('/api/warehouseTransfers').send({ fromWarehouseId: from.id, toWarehouseId: from.id, items: [{ itemId: item.id, quantity: 1 }] }).expect(400)).body.errors).toHaveProperty('toWarehouseId');
  });
});

describe('items requests', () => {
  it('are made by staff, seen by their requester, and approved by the storekeeper, which issues the goods in the same transaction', async () => {
    const store = await makeWarehouse();
    const item = await makeItem(store.id);
    await receive(store.id, [{ itemId: item.id, quantity: 6, unitCost: 12 }]).expect(201);
    const member = await createUser(app, { role: 'member' });
    const asMember = bearer((await session(app, member)).accessToken);
    const ask = (quantity: number) => app.http.post('/api/itemsRequests').set(asMember).send({ departmentId: department, warehouseId: store.id, purpose: 'U-12 training', items: [{ itemId: item.id, quantity }] });
    const request = (await ask(4).expect(201)).body;
    expect(request).toMatchObject({ status: 'requested', requesterId: member.id, number: expect.stringMatching(/^REQ-/) });
    const tooMuch = (await ask(5).expect(201)).body;
    // The requester cannot decide; another member does not see it.
    await app.http.post(`/api/itemsRequests/${request.id}/approve`).set(asMember).send({}).expect(403);
    const other = bearer((await session(app, await createUser(app, { role: 'member' }))).accessToken);
    await app.http.get(`/api/itemsRequests/${request.id}`).set(other).expect(404);
    const approved = (await app.http.post(`/api/itemsRequests/${request.id}/approve`).send({ comment: 'Go ahead' }).expect(200)).body;
    expect(approved).toMatchObject({ status: 'approved', decidedById: expect.any(String), decidedAt: expect.any(String), decisionComment: 'Go ahead', exportId: expect.any(String) });
    const made = (await app.http.get(`/api/itemsExports/${approved.exportId}`).expect(200)).body;
    expect(made).toMatchObject({ status: 'posted', departmentId: department, warehouseId: store.id });
    expect((await itemOf(item.id)).quantity).toBe(2);
    // Short stock refuses the approval whole: no issue is made, the request still waits.
    const before = (await app.pool.query('SELECT count(*)::int AS "count" FROM "items_exports"')).rows[0].count;
    expect((await app.http.post(`/api/itemsRequests/${tooMuch.id}/approve`).send({}).expect(409)).body.message).toMatch(/2 pieces on hand, 5 asked/);
    expect((await app.pool.query('SELECT count(*)::int AS "count" FROM "items_exports"')).rows[0].count).toBe(before);
    expect((await app.http.get(`/api/itemsRequests/${tooMuch.id}`).expect(200)).body.status).toBe('requested');
    // Rejected only with a reason; decided once; cancelled only by its requester.
    await app.http.post(`/api/itemsRequests/${tooMuch.id}/reject`).send({}).expect(400);
    await app.http.post(`/api/itemsRequests/${tooMuch.id}/cancel`).send({}).expect(403);
    expect((await app.http.post(`/api/itemsRequests/${tooMuch.id}/cancel`).set(asMember).send({}).expect(200)).body.status).toBe('cancelled');
    await app.http.post(`/api/itemsRequests/${tooMuch.id}/reject`).send({ comment: 'Late' }).expect(409);
  });
});
