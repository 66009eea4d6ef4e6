import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../support/test-app';
import { CLUB_VAT_NUMBER, setClubSettings } from '../../support/club-settings';
import { cryptoProblems, parseInvoice, qrTags, structureProblems, totalsProblems } from '../../support/zatca-checks';
import { SIMULATOR_OTP, ZatcaSimulator } from '../../support/zatca-simulator';

// ZATCA phase 2 (api/src/zatca/) against a local Fatoora simulator: onboarding, the stamp and hash
// chain on issue, clearance and reporting through the outbox, ZATCA's answers kept on the invoice,
// and a rejected or not yet cleared invoice handed to no one.
const simulator = new ZatcaSimulator();
let app: TestApp;

type Row = Record<string, unknown>;
const invoice = (values: Row = {}) => ({ customerName: 'مدرسة الرياض العالمية', dueDate: '2026-12-31', status: 'issued', ...values });
const line = (values: Row = {}) => ({ description: 'Indoor hall rental, per hour', quantity: 2, unitPrice: 150, vatRate: 15, ...values });
const BUYER_ADDRESS = { customerStreet: 'Prince Sultan Road', customerBuildingNumber: '4321', customerDistrict: 'Al Rawdah', customerCity: 'Jeddah', customerPostalCode: '23431' };
const STANDARD = { type: 'standard', customerName: 'Riyadh International School', customerVatNumber: '300000000000003', ...BUYER_ADDRESS };

const issue = async (values: Row = {}): Promise<Row> => (await app.http.post('/api/invoices').send(invoice({ items: [line()], ...values })).expect(201)).body as Row;
const read = async (id: unknown): Promise<Row> => (await app.http.get(`/api/invoices/${String(id)}`).expect(200)).body as Row;
/** Lets the outbox deliver what is due now (the issue's own wake may be under way). */
const delivered = async (id: unknown): Promise<Row> => {
  await app.outbox.deliverDue();
  return read(id);
};
/** The outbox's message for an invoice. */
const messageOf = async (id: unknown) =>
  (await app.pool.query(`SELECT "status", "attempts", "last_error" AS "lastError", "next_attempt_at" AS "nextAttemptAt" FROM "notifications" WHERE "channel" = 'zatca' AND "body" = $1`, [String(id)])).rows[0] as Row;

beforeAll(async () => {
  process.env.ZATCA_API_URL = await simulator.start();
  process.env.ZATCA_API_TIMEOUT_MS = '500';
  simulator.holdMs = 1_500;
  app = await startTestApp();
  await setClubSettings(app, { vatNumber: CLUB_VAT_NUMBER, siteName: 'Riyadh Falcons Club', siteNameAr: 'نادي صقور الرياض' });
});
afterAll(async () => {
  await app?.stop();
  await simulator.stop();
  delete process.env.ZATCA_API_URL;
  delete process.env.ZATCA_API_TIMEOUT_MS;
});

describe('phase 2 switched off (the default)', () => {
  it('issues as phase 1: five QR tags, nothing sent to ZATCA', async () => {
    const issued = await issue();
    expect(issued).toMatchObject({ zatcaStatus: 'notSubmitted', zatcaUuid: null, zatcaCounter: null, zatcaXml: null });
    expect([...qrTags(String(issued.qrCode)).keys()]).toEqual([1, 2, 3, 4, 5]);
    expect(await messageOf(issued.id)).toBeUndefined();
  });
});

describe('onboarding', () => {
  const ADDRESS = { street: 'King Fahd Road', buildingNumber: '1234', district: 'Al Olaya', city: 'Riyadh', postalCode: '12211' };

  it('saves the settings on the apps page with the password, checking what ZATCA needs, phase 2 only once onboarded', async () => {
    const bad = await app.http.put('/api/zatca').set('Accept-Language', 'ar').send({ settings: { crn: '12', address: { buildingNumber: '12' } }, currentPassword: TEST_ADMIN.password }).expect(400);
    expect(bad.body.errors).toEqual({ crn: 'رقم السجل التجاري من 10 أرقام', 'address.buildingNumber': 'رقم المبنى من 4 أرقام' });
    const early = await app.http.put('/api/zatca').send({ settings: { phaseTwo: true }, currentPassword: TEST_ADMIN.password }).expect(400);
    expect(early.body.errors.phaseTwo).toMatch(/Onboard the club with ZATCA/);
    await app.http.put('/api/zatca').send({ settings: { environment: 'sandbox', crn: '1010010000', unitName: 'club-egs-1', branchName: 'Riyadh', industry: 'Sports', address: ADDRESS } }).expect(400);
    const saved = await app.http.put('/api/zatca').send({ settings: { environment: 'sandbox', crn: '1010010000', unitName: 'club-egs-1', branchName: 'Riyadh', industry: 'Sports', address: ADDRESS }, currentPassword: TEST_ADMIN.password }).expect(200);
    expect(saved.body).toMatchObject({ phaseTwo: false, environment: 'sandbox', crn: '1010010000', onboarding: 'none', keys: { privateKey: false, productionCsid: false } });
  });

  it('refuses to issue while phase 2 is on and the unit is not onboarded', async () => {
    await app.zatca.settings.write({ phaseTwo: true });
    const refused = await app.http.post('/api/invoices').set('Accept-Language', 'ar').send(invoice({ items: [line()] })).expect(409);
    expect(refused.body.message).toMatch(/لم يُربط بالهيئة/);
  });

  it('takes the compliance CSID for the OTP, passes the compliance checks and keeps the production CSID, its secrets sealed', async () => {
    const wrong = await app.http.post('/api/zatca/onboarding').send({ otp: '000000', currentPassword: TEST_ADMIN.password }).expect(400);
    expect(wrong.body.errors.otp).toMatch(/did not accept the one-time password/);
    await app.http.post('/api/zatca/onboarding').send({ currentPassword: TEST_ADMIN.password }).expect(400);
    // ZATCA away at the last step: the compliance CSID is kept, and the onboarding resumes without a new password.
    simulator.failOnce('/production/csids');
    const cut = await app.http.post('/api/zatca/onboarding').set('Accept-Language', 'ar').send({ otp: SIMULATOR_OTP, currentPassword: TEST_ADMIN.password }).expect(502);
    expect(cut.body.message).toBe('تعذّر الوصول إلى الهيئة: حاول لاحقًا');
    expect((await app.http.get('/api/zatca').expect(200)).body).toMatchObject({ onboarding: 'compliance', keys: { complianceCsid: true, productionCsid: false } });
    const onboarded = await app.http.post('/api/zatca/onboarding').send({ currentPassword: TEST_ADMIN.password }).expect(200);
    expect(onboarded.body).toMatchObject({ onboarding: 'production', keys: { privateKey: true, complianceCsid: true, productionCsid: true } });
    expect(JSON.stringify(onboarded.body)).not.toMatch(/PRIVATE KEY/);
    const settings = await app.zatca.settings.read();
    expect(settings.secrets.privateKey).toMatch(/BEGIN PRIVATE KEY/);
    expect(simulator.received.filter((entry) => entry.path === '/compliance/invoices')).toHaveLength(8);
    const { rows } = await app.pool.query(`SELECT "settings"::text AS "settings", "secrets" FROM "integration_settings" WHERE "key" = 'zatca'`);
    expect(rows[0].settings).not.toMatch(/PRIVATE KEY|productionSecret/);
    expect(rows[0].secrets).not.toMatch(/PRIVATE KEY/);
    expect(rows[0].secrets).not.toContain(settings.secrets.productionSecret);
  });
});

describe('the hash chain', () => {
  it('gives 50 invoices issued at once 50 distinct counters and an unbroken chain', async () => {
    // 40 created issued and 10 drafts issued by an update, all at once (the two paths take their locks in one order).
    const drafts = await Promise.all(Array.from({ length: 10 }, async (_, index) => (await app.http.post('/api/invoices').send(invoice({ status: 'draft', customerName: `Member ${index}`, items: [line()] })).expect(201)).body as Row));
    const issued = await Promise.all([
      ...Array.from({ length: 40 }, (_, index) => issue({ customerName: `Walk-in customer ${index}` })),
      ...drafts.map(async (draft) => (await app.http.put(`/api/invoices/${String(draft.id)}`).send({ status: 'issued' }).expect(200)).body as Row),
    ]);
    await app.outbox.deliverDue();
    const { rows } = await app.pool.query(`SELECT "zatca_counter" AS "counter", "zatca_previous_hash" AS "previous", "zatca_hash" AS "hash", "zatca_xml" AS "xml", "zatca_status" AS "status" FROM "invoices" WHERE "zatca_counter" IS NOT NULL ORDER BY "zatca_counter"`);
    expect(new Set(rows.map((row) => row.counter)).size).toBe(rows.length);
    expect(rows.map((row) => row.counter)).toEqual(rows.map((_, index) => index + 1));
    expect(rows.filter((row) => issued.some((invoice) => invoice.zatcaCounter === row.counter))).toHaveLength(50);
    // The first's previous hash is ZATCA's hash of "0"; each next one's is the hash before it.
    expect(rows[0].previous).toBe('NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==');
    for (const [index, row] of rows.entries()) {
      if (index > 0) expect(row.previous).toBe(rows[index - 1].hash);
      expect(cryptoProblems(row.xml, 'simplified').hash).toBe(row.hash);
      expect(row.xml).toContain(`<cbc:UUID>${row.counter}</cbc:UUID>`);
      expect(row.xml).toContain(row.previous);
    }
    // Every one reported through the outbox.
    expect(rows.every((row) => row.status === 'reported')).toBe(true);
  });
});

describe('the e-invoice of each kind', () => {
  it('a simplified invoice, a standard invoice and a credit note pass the offline checks, VAT categories S, Z and E with reasons', async () => {
    const simplified = await issue({ items: [line(), line({ description: 'First-aid kit', quantity: 1, unitPrice: 80, vatRate: 0, vatExemptionReason: 'qualifyingMedicines' })] });
    const standard = await issue({ ...STANDARD, items: [line({ discount: 25 }), line({ description: 'Hall insurance', quantity: 1, unitPrice: 200, vatRate: 0, vatExemptionReason: 'financialServices' })] });
    const credit = await issue({ type: 'creditNote', creditedInvoiceId: simplified.id, notes: 'Booking cancelled', items: [line(), line({ description: 'First-aid kit', quantity: 1, unitPrice: 80, vatRate: 0, vatExemptionReason: 'qualifyingMedicines' })] });
    for (const [record, kind, creditNote] of [[simplified, 'simplified', false], [standard, 'standard', false], [credit, 'simplified', true]] as const) {
      const stored = await delivered(record.id);
      const xml = String(stored.zatcaXml);
      expect(structureProblems(parseInvoice(xml), kind, creditNote)).toEqual([]);
      expect(totalsProblems(parseInvoice(xml))).toEqual([]);
      const { problems, hash } = cryptoProblems(xml, kind);
      expect(problems).toEqual([]);
      expect(hash).toBe(stored.zatcaHash);
      expect(stored.zatcaStatus).toBe(kind === 'standard' ? 'cleared' : 'reported');
    }
    expect(String((await read(credit.id)).zatcaXml)).toContain(`<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>${String(simplified.number)}</cbc:ID>`);
    const categories = String((await read(standard.id)).zatcaXml).match(/<cac:TaxCategory><cbc:ID[^>]*>([SZE])</g);
    expect(categories?.length).toBe(2);
  });

  it('stamps a draft when it is issued later, its number and link given in that write', async () => {
    const draft = (await app.http.post('/api/invoices').send(invoice({ status: 'draft', items: [line()] })).expect(201)).body as Row;
    expect(draft).toMatchObject({ zatcaStatus: 'notSubmitted', zatcaCounter: null, number: null });
    const issued = (await app.http.put(`/api/invoices/${String(draft.id)}`).send({ status: 'issued' }).expect(200)).body as Row;
    expect(issued.number).toMatch(/^INV-\d{4}-\d{4}$/);
    expect(String(issued.zatcaXml)).toContain(`<cbc:ID>${String(issued.number)}</cbc:ID>`);
    const { rows } = await app.pool.query(`SELECT max("zatca_counter") AS "last" FROM "invoices"`);
    expect(issued.zatcaCounter).toBe(rows[0].last);
    expect(cryptoProblems(String(issued.zatcaXml), 'simplified').problems).toEqual([]);
    expect((await delivered(issued.id)).zatcaStatus).toBe('reported');
  });

  it('refuses to issue a standard invoice without the customer’s national address', async () => {
    const { customerCity: _city, customerPostalCode: _postal, ...partial } = STANDARD;
    const refused = await app.http.post('/api/invoices').send(invoice({ items: [line()], ...partial })).expect(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['customerCity', 'customerPostalCode']);
    expect(refused.body.errors.customerCity).toMatch(/national address/);
  });

  it('refuses to issue a line without VAT that names no reason', async () => {
    const refused = await app.http.post('/api/invoices').send(invoice({ items: [line({ vatRate: 0 })] })).expect(400);
    expect(refused.body.errors['items.0.vatExemptionReason']).toMatch(/reason/);
  });
});

describe('ZATCA’s answers', () => {
  it('clearance: a standard invoice is withheld until ZATCA clears it, then handed over', async () => {
    simulator.next('timeout');
    const standard = await issue(STANDARD);
    // The first attempt timed out: retried later by the outbox, the invoice still pending and withheld.
    const pending = await delivered(standard.id);
    expect(pending.zatcaStatus).toBe('pending');
    const message = await messageOf(standard.id);
    expect(message).toMatchObject({ status: 'pending', attempts: 1 });
    expect(String(message.lastError)).toMatch(/did not answer in time/);
    const withheld = await app.http.get(`/api/invoices/${String(standard.id)}/document.pdf`).set('Accept-Language', 'en').expect(409);
    expect(withheld.body.message).toMatch(/only once ZATCA has cleared it/);
    const withheldAr = await app.http.post(`/api/invoices/${String(standard.id)}/document/email`).set('Accept-Language', 'ar').expect(409);
    expect(withheldAr.body.message).toMatch(/بعد اعتمادها من الهيئة/);
    // Its retry comes due: cleared, and handed over.
    await app.pool.query(`UPDATE "notifications" SET "next_attempt_at" = now() WHERE "channel" = 'zatca' AND "body" = $1`, [String(standard.id)]);
    const cleared = await delivered(standard.id);
    expect(cleared.zatcaStatus).toBe('cleared');
    expect(await messageOf(standard.id)).toMatchObject({ status: 'sent', attempts: 2 });
    await app.http.get(`/api/invoices/${String(standard.id)}/document.pdf`).expect(200);
  });

  it('reporting with warnings: reported, the warnings kept as readable text', async () => {
    simulator.next('warn');
    const reported = await delivered((await issue()).id);
    expect(reported.zatcaStatus).toBe('reported');
    expect(reported.zatcaMessages).toBe('Warning / تنبيه BR-KSA-08: The seller identification should be a valid CRN.');
  });

  it('rejection: rejected with ZATCA’s messages, handed to no one, and cancelled by a credit note', async () => {
    simulator.next('reject');
    const issued = await issue();
    const rejected = await delivered(issued.id);
    expect(rejected.zatcaStatus).toBe('rejected');
    expect(rejected.zatcaMessages).toBe('Error / خطأ BR-KSA-37: The seller address building number must contain 4 digits.');
    expect(String(rejected.zatcaMessages)).not.toMatch(/[{}[\]]/);
    const en = await app.http.get(`/api/invoices/${String(issued.id)}/document.pdf`).set('Accept-Language', 'en').expect(409);
    expect(en.body.message).toMatch(/ZATCA rejected this invoice/);
    const ar = await app.http.post(`/api/invoices/${String(issued.id)}/document/email`).set('Accept-Language', 'ar').expect(409);
    expect(ar.body.message).toMatch(/رفضت الهيئة هذه الفاتورة/);
    // The way out: a credit note cancels it (and goes to ZATCA itself), then a corrected invoice is issued.
    const credit = await issue({ type: 'creditNote', creditedInvoiceId: issued.id });
    expect((await read(issued.id)).status).toBe('canceled');
    expect((await delivered(credit.id)).zatcaStatus).toBe('reported');
  });

  it('a server error is retried like a timeout; once the outbox gives up, the resend job sends it again', async () => {
    simulator.next('serverError');
    const pending = await delivered((await issue()).id);
    expect(pending.zatcaStatus).toBe('pending');
    expect(String((await messageOf(pending.id)).lastError)).toMatch(/ZATCA answered 500/);
    // The outbox's tries run out (ZATCA away for hours): the invoice is still pending, and the job queues it again.
    await app.pool.query(`UPDATE "notifications" SET "status" = 'failed', "next_attempt_at" = NULL WHERE "channel" = 'zatca' AND "body" = $1`, [String(pending.id)]);
    expect(await app.scheduler.runNow('zatca.resend')).toBe(1);
    expect(await app.scheduler.runNow('zatca.resend')).toBe(0);
    expect((await delivered(pending.id)).zatcaStatus).toBe('reported');
  });
});
