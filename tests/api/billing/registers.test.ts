import { loadRegistry } from '@club/schema/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleRecord } from '../../support/samples';
import { shiftDate, today } from '../../support/calendar';
import { startTestApp, type TestApp } from '../../support/test-app';

// Companies, opening balances and issuances (api/src/overrides/openingBalances.ts, issuances.ts):
// Saudi identifiers checked, one balance per year and account on one side, posted then final;
// issuances to a holder on record, a new card replacing the valid one, revoked with a reason.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

type Row = Record<string, unknown>;
const company = (values: Row = {}) => ({ name: 'Modern Sport Co.', nameAr: 'شركة الرياضة الحديثة', type: 'customer', crNumber: '1010234567', vatNumber: '300012345600003', ...values });

describe('a company', () => {
  it('has a 10-digit commercial registration and a 15-digit VAT number, each unique', async () => {
    const bad = await app.http.post('/api/companies').send(company({ crNumber: '10102345', vatNumber: '200012345600003', iban: 'SA12' })).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['crNumber', 'iban', 'vatNumber']);
    await app.http.post('/api/companies').send(company({ iban: 'SA0380000000608010167519' })).expect(201);
    const twice = await app.http.post('/api/companies').send(company({ name: 'Other', vatNumber: '300099999900003' })).expect(400);
    expect(Object.keys(twice.body.errors)).toEqual(['crNumber']);
  });
});

describe('an opening balance', () => {
  const balance = (values: Row = {}) => ({ fiscalYear: 2026, accountCode: '1101', accountName: 'Cash on hand', accountNameAr: 'الصندوق', debit: 48_250, ...values });

  it('is a debit or a credit, its type and balance derived, once per year and account', async () => {
    const cash = (await app.http.post('/api/openingBalances').send(balance()).expect(201)).body;
    expect(cash).toMatchObject({ accountType: 'asset', balance: 48_250, status: 'draft' });
    const capital = (await app.http.post('/api/openingBalances').send(balance({ accountCode: '3101', accountName: 'Capital', accountNameAr: 'رأس المال', debit: 0, credit: 1_000_000 })).expect(201)).body;
    expect(capital).toMatchObject({ accountType: 'equity', balance: -1_000_000 });
    const both = await app.http.post('/api/openingBalances').send(balance({ fiscalYear: 2027, credit: 1 })).expect(400);
    expect(Object.keys(both.body.errors)).toEqual(['credit']);
    const twice = await app.http.post('/api/openingBalances').send(balance()).expect(400);
    expect(twice.body.errors.accountCode).toBe('This account has its opening balance for the year already');
    await app.http.post('/api/openingBalances').send(balance({ fiscalYear: 2027 })).expect(201);
    await app.http.post('/api/openingBalances').send(balance({ accountCode: '6101' })).expect(400);
  });

  it('allows one per account and year even when two are entered at once', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => app.http.post('/api/openingBalances').send(balance({ fiscalYear: 2030, accountCode: '1102' }))));
    expect(results.map((result) => result.status).sort()).toEqual([201, 400, 400, 400, 400]);
  });

  it('keeps one per customer on a receivable account', async () => {
    const [first, second] = await Promise.all([
      app.http.post('/api/companies').send(company({ crNumber: '2050112233', vatNumber: '310045678900003' })).expect(201),
      app.http.post('/api/companies').send(company({ crNumber: '4030556677', vatNumber: '300556677800003' })).expect(201),
    ]);
    const receivable = (companyId: unknown) => balance({ fiscalYear: 2031, accountCode: '1201', accountName: 'Receivables', accountNameAr: 'ذمم مدينة', companyId });
    await app.http.post('/api/openingBalances').send(receivable(first.body.id)).expect(201);
    await app.http.post('/api/openingBalances').send(receivable(second.body.id)).expect(201);
    await app.http.post('/api/openingBalances').send(receivable(first.body.id)).expect(400);
  });

  it('is posted by finance (who and when), then final', async () => {
    const draft = (await app.http.post('/api/openingBalances').send(balance({ fiscalYear: 2032 })).expect(201)).body;
    const posted = (await app.http.post(`/api/openingBalances/${draft.id}/post`).send({}).expect(200)).body;
    expect(posted).toMatchObject({ status: 'posted', postedById: expect.any(String) });
    await app.http.put(`/api/openingBalances/${draft.id}`).send({ version: posted.version, debit: 1 }).expect(409);
    await app.http.delete(`/api/openingBalances/${draft.id}`).expect(409);
  });
});

describe('an issuance', () => {
  let memberId: string;
  beforeAll(async () => {
    const registry = await loadRegistry();
    memberId = String((await createSampleRecord(app.http, registry, registry.get('clubMembers')!)).id);
  });
  const card = (values: Row = {}) => ({ type: 'membershipCard', holderType: 'member', clubMemberId: memberId, title: 'Membership card', expiryDate: shiftDate(today(), 365), ...values });

  it("names its holder from the record, clears the other holders, and needs an expiry for a card", async () => {
    const issued = (await app.http.post('/api/issuances').send(card({ holderName: 'typed over', playerId: memberId })).expect(201)).body;
    expect(issued).toMatchObject({ status: 'valid', playerId: null, holderName: expect.not.stringMatching('typed over'), number: expect.stringMatching(/^ISS-/) });
    expect(Object.keys((await app.http.post('/api/issuances').send(card({ expiryDate: undefined })).expect(400)).body.errors)).toEqual(['expiryDate']);
    expect(Object.keys((await app.http.post('/api/issuances').send(card({ clubMemberId: undefined })).expect(400)).body.errors)).toEqual(['clubMemberId']);
    expect(Object.keys((await app.http.post('/api/issuances').send({ type: 'letter', holderType: 'other', title: 'Letter' }).expect(400)).body.errors)).toEqual(['holderName']);
    expect(Object.keys((await app.http.post('/api/issuances').send(card({ fee: 50, feePaid: true })).expect(400)).body.errors)).toEqual(['paymentMethod']);
  });

  it('replaces the holder’s valid card of the same kind, one left valid when two are issued at once', async () => {
    const registry = await loadRegistry();
    const holder = String((await createSampleRecord(app.http, registry, registry.get('clubMembers')!)).id);
    const old = (await app.http.post('/api/issuances').send(card({ clubMemberId: holder })).expect(201)).body;
    const replacement = (await app.http.post('/api/issuances').send(card({ clubMemberId: holder, title: 'Replacement card' })).expect(201)).body;
    expect((await app.http.get(`/api/issuances/${old.id}`).expect(200)).body).toMatchObject({ status: 'replaced', replacedById: replacement.id });
    await app.http.put(`/api/issuances/${old.id}`).send({ title: 'again' }).expect(409);
    await Promise.all(Array.from({ length: 4 }, () => app.http.post('/api/issuances').send(card({ clubMemberId: holder })).expect(201)));
    const { body: cards } = await app.http.get(`/api/issuances?filter=${encodeURIComponent(JSON.stringify({ clubMemberId: holder }))}`).expect(200);
    expect(cards.filter((one: Row) => one.status === 'valid')).toHaveLength(1);
  });

  it('is revoked with a reason; one entered after its expiry is expired, and the job expires the rest', async () => {
    const issued = (await app.http.post('/api/issuances').send(card({ type: 'permit', holderType: 'other', holderName: 'Media crew', title: 'Press permit' })).expect(201)).body;
    await app.http.post(`/api/issuances/${issued.id}/revoke`).send({}).expect(400);
    expect((await app.http.post(`/api/issuances/${issued.id}/revoke`).send({ comment: 'Broke the rules' }).expect(200)).body).toMatchObject({ status: 'revoked', revokeReason: 'Broke the rules' });
    expect((await app.http.post('/api/issuances').send(card({ type: 'permit', holderType: 'other', holderName: 'Old crew', title: 'Old permit', issueDate: '2025-01-01', expiryDate: '2025-02-01' })).expect(201)).body.status).toBe('expired');
    const current = (await app.http.post('/api/issuances').send(card({ type: 'permit', holderType: 'other', holderName: 'Crew', title: 'Permit' })).expect(201)).body;
    await app.pool.query(`UPDATE "issuances" SET "issue_date" = $2, "expiry_date" = $3 WHERE "id" = $1`, [current.id, shiftDate(today(), -10), shiftDate(today(), -1)]);
    expect(await app.scheduler.runNow('issuances.expire')).toBeGreaterThanOrEqual(1);
    expect((await app.http.get(`/api/issuances/${current.id}`).expect(200)).body.status).toBe('expired');
  });
});
