import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '@club/schema/node';
import { createSampleRecord } from '../../support/samples';
import { shiftDate, today } from '../../support/calendar';
import { CLUB_VAT_NUMBER, setClubSettings } from '../../support/club-settings';
import { startTestApp, type TestApp } from '../../support/test-app';
import { confirmVoucher } from './second-signer';

// Packages and subscriptions (api/src/overrides/packages.ts, subscriptions.ts,
// playerSubscriptions.ts): the package's price and months taken, the end date and what is owed
// derived, freezes within the package's allowance that move the end, cancellation with a refund;
// what was paid follows the receipts paying its invoices (tests/api/billing/billing-connected.test.ts).
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await setClubSettings(app, { vatNumber: CLUB_VAT_NUMBER });
});
afterAll(() => app?.stop());

type Row = Record<string, unknown>;
let memberCount = 0;
const member = async () => {
  memberCount += 1;
  const body = { fullName: `Member ${memberCount}`, fullNameAr: `عضو ${memberCount}`, nationalId: `10${String(memberCount).padStart(8, '0')}`, gender: 'male', phone: '+966 50 123 4567' };
  return (await app.http.post('/api/clubMembers').send(body).expect(201)).body as Row;
};
let packageCount = 0;
const pack = async (values: Row = {}) => {
  packageCount += 1;
  const body = { name: `Gym ${packageCount}`, nameAr: `الصالة ${packageCount}`, months: 3, price: 900, maxFreezeDays: 10, ...values };
  return (await app.http.post('/api/packages').send(body).expect(201)).body as Row;
};
const subscribe = async (values: Row = {}) => {
  const [who, what] = [await member(), await pack()];
  return (await app.http.post('/api/subscriptions').send({ clubMemberId: who.id, packageId: what.id, startDate: '2026-01-31', ...values }).expect(201)).body as Row;
};
const act = (id: unknown, name: string, body: Row = {}) => app.http.post(`/api/subscriptions/${id}/${name}`).send(body);
/** Pays `amount` of a record's first invoice by a confirmed receipt (the invoice names it by `field`). */
const payInvoiceOf = async (field: string, id: unknown, amount: number) => {
  const [invoice] = (await app.http.get(`/api/invoices?filter=${encodeURIComponent(JSON.stringify({ [field]: id }))}`).expect(200)).body as Row[];
  const receipt = (await app.http.post('/api/receiptVouchers').send({ payerName: 'Payer', amount, method: 'cash', reason: 'Fees', allocations: [{ invoiceId: invoice!.id, amount }] }).expect(201)).body;
  expect((await confirmVoucher(app, 'receiptVouchers', receipt.id)).status).toBe(200);
};

describe('a package', () => {
  it('lists each feature once', async () => {
    const features = await Promise.all(['Gym access', 'Locker'].map(async (name, index) => (await app.http.post('/api/features').send({ name, nameAr: `ميزة ${index}` }).expect(201)).body as Row));
    const created = await pack({ features: [{ featureId: features[0]!.id, detail: 'Every day' }, { featureId: features[1]!.id }] });
    const { body: lines } = await app.http.get(`/api/packageFeatures?sort=["position","ASC"]&filter=${encodeURIComponent(JSON.stringify({ packageId: created.id }))}`).expect(200);
    expect(lines.map((line: Row) => line.detail)).toEqual(['Every day', null]);
    const refused = await app.http.post('/api/packages').send({ name: 'Twice', nameAr: 'مرتين', months: 1, price: 100, maxFreezeDays: 0, features: [{ featureId: features[0]!.id }, { featureId: features[0]!.id }] }).expect(400);
    expect(refused.body.errors).toEqual({ 'features.1.featureId': 'This feature is listed already' });
  });
});

describe('a subscription', () => {
  it("takes the package's price and months: the end date and what is owed are derived", async () => {
    const created = await subscribe({ startDate: '2035-01-31', discount: 100 });
    // 31 January + 3 months is 30 April (the month's last day), the day before: 29 April.
    expect(created).toMatchObject({ status: 'active', price: 900, paidAmount: 0, remainingAmount: 800, endDate: '2035-04-29', frozenDays: 0, number: expect.stringMatching(/^SUB-/) });
    // What was paid is never typed: it follows its invoice's receipts.
    const typed = (await app.http.put(`/api/subscriptions/${created.id}`).send({ version: created.version, paidAmount: 800 }).expect(200)).body;
    expect(typed).toMatchObject({ paidAmount: 0, remainingAmount: 800 });
    await payInvoiceOf('subscriptionId', created.id, 500);
    const paid = (await app.http.get(`/api/subscriptions/${created.id}`).expect(200)).body;
    expect(paid).toMatchObject({ paidAmount: 500, remainingAmount: 300 });
    const discount = await app.http.put(`/api/subscriptions/${created.id}`).send({ version: paid.version, discount: 901 }).expect(400);
    expect(Object.keys(discount.body.errors)).toEqual(['discount']);
  });

  it('does not overlap another of the same member to the same package', async () => {
    const [who, what] = [await member(), await pack()];
    const body = { clubMemberId: who.id, packageId: what.id, startDate: today() };
    const first = (await app.http.post('/api/subscriptions').send(body).expect(201)).body;
    const overlap = await app.http.post('/api/subscriptions').send({ ...body, startDate: shiftDate(today(), 30) }).expect(409);
    expect(overlap.body.errors.startDate).toContain(first.number);
    await app.http.post('/api/subscriptions').send({ ...body, startDate: shiftDate(first.endDate, 1) }).expect(201);
  });

  it('is frozen within the days its package allows, and the freeze moves the end date', async () => {
    const created = await subscribe({ startDate: today() });
    const missing = await act(created.id, 'freeze').expect(400);
    expect(Object.keys(missing.body.errors)).toEqual(['freezeEnd']);
    await act(created.id, 'freeze', { freezeEnd: shiftDate(today(), -1) }).expect(400);
    // The package allows 10 days: 11 (today and ten more) are refused, nothing written.
    const beyond = await act(created.id, 'freeze', { freezeEnd: shiftDate(today(), 10) }).expect(409);
    expect(beyond.body.errors.freezeEnd).toBe('The package allows 10 days of freeze; 10 are left');
    expect((await app.http.get(`/api/subscriptions/${created.id}`).expect(200)).body).toMatchObject({ status: 'active', frozenDays: 0, endDate: created.endDate });
    const frozen = (await act(created.id, 'freeze', { freezeEnd: shiftDate(today(), 6), comment: 'Travelling' }).expect(200)).body;
    expect(frozen).toMatchObject({ status: 'frozen', frozenDays: 7, freezeStart: today(), freezeEnd: shiftDate(today(), 6), endDate: shiftDate(String(created.endDate), 7) });
    await act(created.id, 'freeze', { freezeEnd: shiftDate(today(), 1) }).expect(409);
    // Resumed the day it froze: every day given back, the end where it was.
    const resumed = (await act(created.id, 'resume').expect(200)).body;
    expect(resumed).toMatchObject({ status: 'active', frozenDays: 0, endDate: created.endDate });
    await act(created.id, 'resume').expect(409);
    const history = (await app.http.get(`/api/auditLogs?filter=${encodeURIComponent(JSON.stringify({ recordId: created.id }))}`).expect(200)).body as Row[];
    expect(history.length).toBeGreaterThanOrEqual(3);
  });

  it('counts every freeze against the allowance', async () => {
    const created = await subscribe({ startDate: shiftDate(today(), -30) });
    const frozen = (await act(created.id, 'freeze', { freezeEnd: shiftDate(today(), 5) }).expect(200)).body;
    expect(frozen.frozenDays).toBe(6);
    // The freeze ends by the scheduled job once its last day has passed; here, the job sees it still running.
    await app.scheduler.runNow('subscriptions.passDays');
    expect((await app.http.get(`/api/subscriptions/${created.id}`).expect(200)).body.status).toBe('frozen');
    await app.pool.query(`UPDATE "subscriptions" SET "freeze_start" = $2, "freeze_end" = $3 WHERE "id" = $1`, [created.id, shiftDate(today(), -8), shiftDate(today(), -3)]);
    await app.scheduler.runNow('subscriptions.passDays');
    const thawed = (await app.http.get(`/api/subscriptions/${created.id}`).expect(200)).body;
    expect(thawed.status).toBe('active');
    const over = await act(created.id, 'freeze', { freezeEnd: shiftDate(today(), 4) }).expect(409);
    expect(over.body.errors.freezeEnd).toBe('The package allows 10 days of freeze; 4 are left');
    const again = (await act(created.id, 'freeze', { freezeEnd: shiftDate(today(), 3) }).expect(200)).body;
    expect(again).toMatchObject({ frozenDays: 10, endDate: shiftDate(String(created.endDate), 10) });
  });

  it('is cancelled with a reason and a refund of at most what was paid, and is final', async () => {
    const created = await subscribe({ startDate: today() });
    await payInvoiceOf('subscriptionId', created.id, 400);
    await act(created.id, 'cancel', { refundAmount: 100 }).expect(400);
    const over = await act(created.id, 'cancel', { refundAmount: 400.01, comment: 'Moving away' }).expect(400);
    expect(over.body.errors.refundAmount).toBe('The refund is more than was paid (400.00 SAR)');
    const cancelled = (await act(created.id, 'cancel', { refundAmount: 250.5, comment: 'Moving away' }).expect(200)).body;
    expect(cancelled).toMatchObject({ status: 'cancelled', refundAmount: 250.5, cancelReason: 'Moving away', remainingAmount: 0 });
    await app.http.put(`/api/subscriptions/${created.id}`).send({ version: cancelled.version, notes: 'late' }).expect(409);
    await act(created.id, 'freeze', { freezeEnd: today() }).expect(409);
  });

  it('entered after it ended is expired; the job expires one whose days passed', async () => {
    const old = await subscribe({ startDate: '2025-01-01' });
    expect(old).toMatchObject({ status: 'expired', endDate: '2025-03-31' });
    const current = await subscribe({ startDate: today() });
    await app.pool.query(`UPDATE "subscriptions" SET "end_date" = $2 WHERE "id" = $1`, [current.id, shiftDate(today(), -1)]);
    expect(await app.scheduler.runNow('subscriptions.passDays')).toBeGreaterThanOrEqual(1);
    expect((await app.http.get(`/api/subscriptions/${current.id}`).expect(200)).body.status).toBe('expired');
  });
});

describe("a player's monthly fee", () => {
  it('derives what remains and the status, once per player and month', async () => {
    const registry = await loadRegistry();
    const playerId = (await createSampleRecord(app.http, registry, registry.get('players')!)).id;
    const fee = (values: Row) => app.http.post('/api/playerSubscriptions').send({ playerId, fee: 450, dueDate: shiftDate(today(), 5), ...values });
    const due = (await fee({ month: '2031-01' }).expect(201)).body;
    expect(due).toMatchObject({ status: 'due', remainingAmount: 450 });
    const partly = (await fee({ month: '2031-02', discount: 50 }).expect(201)).body;
    await payInvoiceOf('playerSubscriptionId', partly.id, 100);
    expect((await app.http.get(`/api/playerSubscriptions/${partly.id}`).expect(200)).body).toMatchObject({ status: 'partiallyPaid', paidAmount: 100, remainingAmount: 300, paidAt: null });
    const whole = (await fee({ month: '2031-03' }).expect(201)).body;
    await payInvoiceOf('playerSubscriptionId', whole.id, 450);
    expect((await app.http.get(`/api/playerSubscriptions/${whole.id}`).expect(200)).body).toMatchObject({ status: 'paid', remainingAmount: 0, paidAt: today() });
    expect((await fee({ month: '2031-04', dueDate: shiftDate(today(), -1) }).expect(201)).body.status).toBe('overdue');
    expect((await fee({ month: '2031-05', waived: true }).expect(201)).body).toMatchObject({ status: 'waived', remainingAmount: 0 });
    // What was paid is never typed; a player whose age group has no academy fee needs one typed.
    expect((await fee({ month: '2031-06', paidAmount: 10 }).expect(201)).body).toMatchObject({ paidAmount: 0, remainingAmount: 450 });
    expect(Object.keys((await fee({ month: '2031-07', fee: undefined }).expect(400)).body.errors)).toEqual(['fee']);
    expect(Object.values((await fee({ month: '2031-01' }).expect(400)).body.errors)).toEqual(['Is already used by another record']);
    await fee({ month: '2031-13' }).expect(400);
  });
});
