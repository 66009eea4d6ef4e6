import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { tag, today } from './fixtures';

// Issue 15, assets: depreciation runs that match figures worked by hand (straight line, and
// declining balance at twice the straight-line rate), posted once per month and in order, writing
// the log and the book values; inventory counts that list the assets expected at a location and
// report the differences.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const month = (back: number) => {
  const day = today();
  return new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 - back, 1)).toISOString().slice(0, 7);
};

const makeCategory = async (depreciationMethod: string, usefulLifeYears: number) =>
  (await app.http.post('/api/assetCategories').send({ name: `Category ${tag()}`, code: `C-${tag()}`, depreciationMethod, usefulLifeYears }).expect(201)).body;
const makeAsset = async (values: Record<string, unknown>) => (await app.http.post('/api/assets').send({ name: `Asset ${tag()}`, type: 'sportsEquipment', ...values }).expect(201)).body;
const asset = async (id: string) => (await app.http.get(`/api/assets/${id}`).expect(200)).body;

describe('depreciation runs', () => {
  it('match the hand-worked figures, post each month once and in order, and write the log and the book values', async () => {
    // Cost 12,000, life 5 years, nothing left at the end: 12,000 / 60 = 200.00 a month.
    const straight = await makeAsset({ categoryId: (await makeCategory('straightLine', 5)).id, value: 12_000, purchaseDate: '2024-01-15' });
    // Cost 36,000, life 6 years, salvage 3,600: (36,000 − 3,600) / 72 = 450.00 a month.
    const withSalvage = await makeAsset({ categoryId: (await makeCategory('straightLine', 6)).id, value: 36_000, salvageValue: 3_600, purchaseDate: '2024-01-15' });
    // Cost 12,000, life 5 years, declining balance: 2 / 60 of what is left each month:
    // 12,000 × 2/60 = 400.00, then 11,600 × 2/60 = 386.67, then 11,213.33 × 2/60 = 373.78.
    const declining = await makeAsset({ categoryId: (await makeCategory('decliningBalance', 5)).id, value: 12_000, purchaseDate: '2024-01-15' });
    // Not depreciated: no category, a category of land, bought after the month, retired.
    await makeAsset({ value: 5_000, purchaseDate: '2024-01-15' });
    await makeAsset({ categoryId: (await makeCategory('none', 1)).id, value: 5_000, purchaseDate: '2024-01-15' });
    const later = await makeAsset({ categoryId: (await makeCategory('straightLine', 5)).id, value: 6_000, purchaseDate: '2099-01-01' });
    expect(straight).toMatchObject({ bookValue: 12_000, accumulatedDepreciation: 0 });

    const months = [month(3), month(2), month(1)];
    const runs = [];
    for (const period of months) {
      const draft = (await app.http.post('/api/depreciations').send({ period }).expect(201)).body;
      expect(draft).toMatchObject({ status: 'draft', assetCount: 3 });
      runs.push((await app.http.post(`/api/depreciations/${draft.id}/post`).send({}).expect(200)).body);
    }
    expect(runs.map((run) => run.totalAmount)).toEqual([1050, 1036.67, 1023.78]);
    expect(runs[0]).toMatchObject({ status: 'posted', postedById: expect.any(String), postedAt: expect.any(String), number: expect.stringMatching(/^DEP-/) });
    expect(await asset(straight.id)).toMatchObject({ accumulatedDepreciation: 600, bookValue: 11_400, lastDepreciatedPeriod: months[2] });
    expect(await asset(withSalvage.id)).toMatchObject({ accumulatedDepreciation: 1350, bookValue: 34_650 });
    expect(await asset(declining.id)).toMatchObject({ accumulatedDepreciation: 1160.45, bookValue: 10_839.55 });
    expect(await asset(later.id)).toMatchObject({ accumulatedDepreciation: 0, bookValue: 6_000 });
    const log = (await app.http.get('/api/depreciationLog').query({ filter: JSON.stringify({ assetId: declining.id }), sort: JSON.stringify(['period', 'ASC']) }).expect(200)).body;
    expect(log.map((entry: Record<string, unknown>) => [entry.period, entry.method, entry.openingBookValue, entry.amount, entry.closingBookValue])).toEqual([
      [months[0], 'decliningBalance', 12_000, 400, 11_600],
      [months[1], 'decliningBalance', 11_600, 386.67, 11_213.33],
      [months[2], 'decliningBalance', 11_213.33, 373.78, 10_839.55],
    ]);

    // The same month again, or an earlier one: never posted twice, nothing written.
    const again = (await app.http.post('/api/depreciations').send({ period: months[2] }).expect(201)).body;
    expect(again.assetCount).toBe(0);
    expect((await app.http.post(`/api/depreciations/${again.id}/post`).send({}).expect(409)).body.errors.period).toMatch(/already posted/);
    const earlier = (await app.http.post('/api/depreciations').send({ period: month(5) }).expect(201)).body;
    expect((await app.http.post(`/api/depreciations/${earlier.id}/post`).send({}).expect(409)).body.errors.period).toMatch(/in order/);
    expect((await asset(straight.id)).bookValue).toBe(11_400);
    // A month not begun is refused; a posted run is neither changed nor deleted; a draft may go.
    await app.http.post('/api/depreciations').send({ period: '2099-01' }).expect(400);
    await app.http.put(`/api/depreciations/${runs[0].id}`).send({ period: month(4), version: runs[0].version }).expect(409);
    await app.http.delete(`/api/depreciations/${runs[0].id}`).expect(409);
    await app.http.delete(`/api/depreciations/${earlier.id}`).expect(200);
  });

  it('are posted once even when two postings of a month race', async () => {
    const subject = await makeAsset({ categoryId: (await makeCategory('straightLine', 10)).id, value: 24_000, purchaseDate: '2024-01-15' });
    const [a, b] = await Promise.all([0, 1].map(async () => (await app.http.post('/api/depreciations').send({ period: month(0) }).expect(201)).body));
    const answers = await Promise.all([a, b].map((run) => app.http.post(`/api/depreciations/${run.id}/post`).send({})));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await asset(subject.id)).toMatchObject({ accumulatedDepreciation: 200, bookValue: 23_800 });
  });
});

describe('inventory counts', () => {
  it('list the assets expected at a location, record what was found, and report the differences', async () => {
    const location = `Store room ${tag()}`;
    const [chair, desk, screen] = await Promise.all(['Chair', 'Desk', 'Screen'].map((name) => makeAsset({ name: `${name} ${tag()}`, location, type: 'furniture' })));
    await makeAsset({ location: 'Elsewhere', type: 'furniture' });
    const count = (await app.http.post('/api/inventoryCounts').send({ location: location.toUpperCase() }).expect(201)).body;
    expect(count).toMatchObject({ status: 'open', expectedCount: 3, foundCount: 0, number: expect.stringMatching(/^CNT-/) });
    expect(count.assets.map((line: Record<string, unknown>) => line.assetId).sort()).toEqual([chair.id, desk.id, screen.id].sort());
    // Completing with an asset not yet counted is refused.
    await app.http.put(`/api/inventoryCounts/${count.id}`).send({ status: 'completed', version: count.version }).expect(400);
    const results: Record<string, string> = { [chair.id]: 'found', [desk.id]: 'missing', [screen.id]: 'damaged' };
    const lines = count.assets.map((line: Record<string, unknown>) => ({ id: line.id, assetId: line.assetId, result: results[String(line.assetId)] }));
    const done = (await app.http.put(`/api/inventoryCounts/${count.id}`).send({ status: 'completed', assets: lines, version: count.version }).expect(200)).body;
    expect(done).toMatchObject({ expectedCount: 3, foundCount: 1, missingCount: 1, damagedCount: 1 });
    expect((await asset(screen.id)).condition).toBe('needsRepair');
    await app.http.put(`/api/inventoryCounts/${count.id}`).send({ assets: lines.map((line: Record<string, unknown>) => ({ ...line, result: 'found' })), version: done.version }).expect(409);
    await app.http.put(`/api/inventoryCounts/${count.id}`).send({ location: 'Elsewhere', version: done.version }).expect(409);
    await app.http.put(`/api/inventoryCounts/${count.id}`).send({ notes: 'Desk reported to security', version: done.version }).expect(200);
    // A location where nothing is registered has nothing to count.
    expect((await app.http.post('/api/inventoryCounts').send({ location: 'Nowhere at all' }).expect(400)).body.errors).toHaveProperty('location');
  });
});
