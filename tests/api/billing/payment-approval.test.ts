import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { person, routeFor } from '../hr/hr-fixtures';

// A payment voucher is confirmed once signed on the payments' approval route (schema/src/payments.ts
// PAYMENT_VOUCHER_ACTIONS, api/src/rules/signatures.ts): the finance manager signs every payment,
// the general manager (any holder of the role) those of SAR 50,000 and more; never the one who
// prepared it, never one person twice; an edit starts the signing again.
let app: TestApp;
type Row = Record<string, unknown>;
type Person = Awaited<ReturnType<typeof person>>;
let financeManager: Person;
let generalManager: Person;
let adminRoleId: string;

beforeAll(async () => {
  app = await startTestApp();
  financeManager = await person(app, 'admin');
  generalManager = await person(app, 'admin');
  const { body: roles } = await app.http.get('/api/roles').query({ range: '[0,49]' }).expect(200);
  adminRoleId = (roles as Row[]).find((role) => role.key === 'admin')!.id as string;
  await routeFor(app, 'paymentVoucher', [
    { label: 'Finance manager', labelAr: 'المدير المالي', approverUserId: financeManager.id },
    { label: 'General manager', labelAr: 'المدير العام', approverRoleId: adminRoleId, minimumAmount: 50_000 },
  ]);
});
afterAll(() => app?.stop());

const prepare = async (amount: number): Promise<Row> =>
  (await app.http.post('/api/paymentVouchers').send({ payeeName: 'Riyadh Turf Co.', amount, method: 'cash', reason: 'Pitch repair', expenseCategory: 'maintenance' }).expect(201)).body;
const sign = (who: Person, voucher: Row) => who.as.post(`/api/paymentVouchers/${voucher.id}/confirm`).send({ comment: 'Checked against the quotation' });
const read = async (voucher: Row): Promise<Row> => (await app.http.get(`/api/paymentVouchers/${voucher.id}`).expect(200)).body;
const trailOf = (voucher: Row) => voucher.approvalTrail as { steps: Row[]; decisions: Row[] };

describe('payment vouchers signed on the payments’ route', () => {
  it('a payment under the threshold is confirmed by the finance manager’s one signature', async () => {
    const voucher = await prepare(12_500);
    expect(voucher).toMatchObject({ status: 'draft', currentStep: 1, awaitingUserId: financeManager.id, awaitingRoleId: null });
    expect(trailOf(voucher).steps.map((step) => step.label)).toEqual(['Finance manager']);
    const signed = (await sign(financeManager, voucher).expect(200)).body;
    expect(signed).toMatchObject({ status: 'confirmed', confirmedById: financeManager.id, awaitingUserId: null, awaitingRoleId: null });
    expect(signed.number).toMatch(/^PV-/);
    expect(trailOf(signed).decisions).toEqual([expect.objectContaining({ step: 1, decision: 'approved', byId: financeManager.id, comment: 'Checked against the quotation' })]);
    // Confirmed, it posts its expense: the last signature is the confirmation.
    const { body: entries } = await app.http.get('/api/journalEntries').query({ filter: JSON.stringify({ sourceResource: 'paymentVouchers', sourceId: voucher.id }) }).expect(200);
    expect(entries).toHaveLength(1);
  });

  it('a large payment waits for the general manager after the finance manager, each in turn and once', async () => {
    const voucher = await prepare(80_000);
    expect(trailOf(voucher).steps.map((step) => step.label)).toEqual(['Finance manager', 'General manager']);
    // Not the second step's turn yet; never the preparer.
    const early = await sign(generalManager, voucher).expect(403);
    expect(early.body.message).toContain('Finance manager');
    await app.http.post(`/api/paymentVouchers/${voucher.id}/confirm`).send({}).expect(403);

    const first = (await sign(financeManager, voucher).expect(200)).body;
    expect(first).toMatchObject({ status: 'draft', currentStep: 2, awaitingRoleId: adminRoleId, awaitingUserId: null, number: null, confirmedById: null });
    // The finance manager holds the role too, and has signed already.
    const twice = await sign(financeManager, first).expect(403);
    expect(twice.body.message).toMatch(/already/);
    const actions = (await financeManager.as.get(`/api/paymentVouchers/${voucher.id}/actions`).expect(200)).body;
    expect(actions.confirm).toMatchObject({ allowed: false });
    expect((await generalManager.as.get(`/api/paymentVouchers/${voucher.id}/actions`).expect(200)).body.confirm).toEqual({ allowed: true });

    const confirmed = (await sign(generalManager, first).expect(200)).body;
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmedById: generalManager.id, awaitingRoleId: null });
    expect(trailOf(confirmed).decisions.map((decision) => [decision.step, decision.byId])).toEqual([[1, financeManager.id], [2, generalManager.id]]);
    // Each signature is in the voucher's history.
    const { body: history } = await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ resource: 'paymentVouchers', recordId: voucher.id }) }).expect(200);
    expect((history as Row[]).filter((entry) => entry.action === 'update')).toHaveLength(2);
  });

  it('an edit after a signature starts the signing again, on the steps of the new amount', async () => {
    const voucher = await prepare(60_000);
    const signed = (await sign(financeManager, voucher).expect(200)).body;
    const edited = (await app.http.put(`/api/paymentVouchers/${voucher.id}`).send({ amount: 90_000, version: signed.version }).expect(200)).body;
    expect(edited).toMatchObject({ status: 'draft', currentStep: 1, awaitingUserId: financeManager.id });
    expect(trailOf(edited).decisions).toEqual([]);
    const smaller = (await app.http.put(`/api/paymentVouchers/${voucher.id}`).send({ amount: 900, version: edited.version }).expect(200)).body;
    expect(trailOf(smaller).steps).toHaveLength(1);
  });

  it('a voucher canceled while it is signed awaits nobody', async () => {
    const voucher = await prepare(70_000);
    await sign(financeManager, voucher).expect(200);
    const canceled = (await app.http.post(`/api/paymentVouchers/${voucher.id}/cancel`).send({ comment: 'Supplier withdrew the quotation' }).expect(200)).body;
    expect(canceled).toMatchObject({ status: 'canceled', awaitingRoleId: null, awaitingUserId: null });
    await sign(generalManager, canceled).expect(409);
  });

  it('two signatures of one step at once: one is taken', async () => {
    const voucher = await prepare(55_000);
    const answers = await Promise.all([sign(financeManager, voucher), sign(financeManager, voucher)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    const now = await read(voucher);
    expect(trailOf(now).decisions).toHaveLength(1);
    expect(now).toMatchObject({ status: 'draft', currentStep: 2 });
  });

  it('without a step for the route, a voucher is confirmed at once by someone else than its preparer', async () => {
    const { body: routes } = await app.http.get('/api/approvalRoutes').query({ filter: JSON.stringify({ requestType: 'paymentVoucher', active: true }) }).expect(200);
    await app.http.put(`/api/approvalRoutes/${routes[0].id}`).send({ active: false }).expect(200);
    try {
      const voucher = await prepare(200_000);
      expect(voucher).toMatchObject({ approvalTrail: null, awaitingUserId: null, awaitingRoleId: null });
      await app.http.post(`/api/paymentVouchers/${voucher.id}/confirm`).send({}).expect(403);
      expect((await sign(generalManager, voucher).expect(200)).body).toMatchObject({ status: 'confirmed' });
    } finally {
      await app.http.put(`/api/approvalRoutes/${routes[0].id}`).send({ active: true }).expect(200);
    }
  });
});
