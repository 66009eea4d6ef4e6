import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { CLUB_VAT_NUMBER, setClubSettings } from '../../support/club-settings';

// Invoices as ZATCA's e-invoicing phase 1 asks (api/src/overrides/invoices.ts): the seller and
// time stamped on issue, the QR code's five TLV fields, the total in words, an issued invoice
// frozen and canceled only by a credit note for its whole total.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

type Row = Record<string, unknown>;
const invoice = (values: Row = {}) => ({ customerName: 'Riyadh International School', dueDate: '2026-12-31', ...values });
const line = (values: Row = {}) => ({ description: 'Indoor hall rental, per hour', quantity: 1, unitPrice: 100, vatRate: 15, ...values });
const setSellerVat = (vatNumber: string | null) => setClubSettings(app, { vatNumber, siteNameAr: 'نادي صقور الرياض' });

/** The QR payload's TLV fields, by tag. */
const decodeQr = (payload: string): Record<number, string> => {
  const bytes = Buffer.from(payload, 'base64');
  const fields: Record<number, string> = {};
  for (let at = 0; at < bytes.length; ) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    fields[tag] = bytes.subarray(at + 2, at + 2 + length).toString('utf8');
    at += 2 + length;
  }
  return fields;
};

describe('issuing an invoice', () => {
  it('needs the club’s VAT number, then stamps the seller, the time and a QR code of the five fields', async () => {
    await setSellerVat(null);
    const refused = await app.http.post('/api/invoices').send(invoice({ status: 'issued', items: [line()] })).expect(409);
    expect(refused.body.errors.status).toMatch(/VAT registration number/);
    await setSellerVat(CLUB_VAT_NUMBER);
    const before = Date.now();
    const issued = (await app.http.post('/api/invoices').send(invoice({ status: 'issued', items: [line(), line({ quantity: 2, unitPrice: 49.99 })] })).expect(201)).body;
    expect(issued).toMatchObject({ sellerName: 'نادي صقور الرياض', sellerVatNumber: CLUB_VAT_NUMBER, subtotal: 199.98, vatTotal: 30, total: 229.98 });
    const fields = decodeQr(issued.qrCode as string);
    expect(fields).toEqual({ 1: 'نادي صقور الرياض', 2: CLUB_VAT_NUMBER, 3: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/), 4: '229.98', 5: '30.00' });
    expect(Date.parse(fields[3]!)).toBeGreaterThanOrEqual(before - 1000);
    expect(fields[3]).toBe(new Date(issued.issuedAt as string).toISOString().replace(/\.\d{3}Z$/, 'Z'));
  });

  it('matches hand-worked totals: VAT rounded per line, zero-rated lines, fractions of a halala', async () => {
    // 3 × 33.33 = 99.99, VAT 14.9985 → 15.00; 0.5 × 19.99 = 9.995 → 10.00, VAT 1.50;
    // 7 × 12.50 at 0 % = 87.50. Subtotal 197.49, VAT 16.50, total 213.99.
    const created = (await app.http.post('/api/invoices').send(invoice({ items: [line({ quantity: 3, unitPrice: 33.33 }), line({ quantity: 0.5, unitPrice: 19.99 }), line({ quantity: 7, unitPrice: 12.5, vatRate: 0 })] })).expect(201)).body;
    expect((created.items as Row[]).map((item) => item.amount)).toEqual([99.99, 10, 87.5]);
    expect(created).toMatchObject({
      subtotal: 197.49,
      vatTotal: 16.5,
      total: 213.99,
      totalInWords: 'Two hundred thirteen riyals and ninety-nine halalas only',
      totalInWordsAr: 'فقط مئتان وثلاثة عشر ريالاً وتسع وتسعون هللة لا غير',
    });
  });

  it('takes each line’s discount off before VAT, and never more than the line', async () => {
    // 2 × 150 − 30 = 270.00, VAT 40.50; 99.99 − 9.99 = 90.00, VAT 13.50; 4 × 25 = 100.00 at 0 %.
    // Subtotal 460.00, VAT 54.00, total 514.00.
    const created = (await app.http.post('/api/invoices').send(invoice({ items: [line({ quantity: 2, unitPrice: 150, discount: 30 }), line({ unitPrice: 99.99, discount: 9.99 }), line({ quantity: 4, unitPrice: 25, vatRate: 0 })] })).expect(201)).body;
    expect((created.items as Row[]).map((item) => item.amount)).toEqual([270, 90, 100]);
    expect(created).toMatchObject({ subtotal: 460, vatTotal: 54, total: 514, totalInWordsAr: 'فقط خمسمئة وأربعة عشر ريالاً لا غير' });
    const refused = await app.http.post('/api/invoices').send(invoice({ items: [line(), line({ unitPrice: 10, discount: 10.01 })] })).expect(400);
    expect(Object.keys(refused.body.errors)).toEqual(['items.1.discount']);
  });

  it('writes the total in words in Arabic and English', async () => {
    const cases: [number, string, string][] = [
      [1, 'فقط ريال واحد لا غير', 'One riyal only'],
      [2, 'فقط ريالان لا غير', 'Two riyals only'],
      [11, 'فقط أحد عشر ريالاً لا غير', 'Eleven riyals only'],
      [100, 'فقط مئة ريال لا غير', 'One hundred riyals only'],
      [1200, 'فقط ألف ومئتا ريال لا غير', 'One thousand two hundred riyals only'],
      [1250.5, 'فقط ألف ومئتان وخمسون ريالاً وخمسون هللة لا غير', 'One thousand two hundred fifty riyals and fifty halalas only'],
      [1_000_000, 'فقط مليون ريال لا غير', 'One million riyals only'],
    ];
    for (const [amount, arabic, english] of cases) {
      const created = (await app.http.post('/api/invoices').send(invoice({ items: [line({ unitPrice: amount, vatRate: 0 })] })).expect(201)).body;
      expect([created.total, created.totalInWordsAr, created.totalInWords]).toEqual([amount, arabic, english]);
    }
  });

  it('asks a standard invoice for the customer’s VAT number', async () => {
    const refused = await app.http.post('/api/invoices').send(invoice({ type: 'standard', items: [line()] })).expect(400);
    expect(refused.body.errors.customerVatNumber).toBeTruthy();
    await app.http.post('/api/invoices').send(invoice({ type: 'standard', customerVatNumber: '300000000000003', items: [line()] })).expect(201);
  });
});

describe('an issued invoice', () => {
  it('is never edited or deleted, and is not canceled directly', async () => {
    const issued = (await app.http.post('/api/invoices').send(invoice({ status: 'issued', items: [line()] })).expect(201)).body;
    expect((await app.http.put(`/api/invoices/${issued.id}`).send({ customerName: 'Someone else' }).expect(409)).body.errors.customerName).toBeTruthy();
    expect((await app.http.put(`/api/invoices/${issued.id}`).send({ status: 'canceled' }).expect(409)).body.errors.status).toMatch(/credit note/);
    await app.http.delete(`/api/invoices/${issued.id}`).expect(409);
    // A draft is still the office's to drop or delete.
    const draft = (await app.http.post('/api/invoices').send(invoice({ items: [line()] })).expect(201)).body;
    await app.http.delete(`/api/invoices/${draft.id}`).expect(200);
    await app.http.post('/api/invoices').send(invoice({ status: 'paid', items: [line()] })).expect(400);
  });

  it('is canceled by a credit note for its whole total, once', async () => {
    const issued = (await app.http.post('/api/invoices').send(invoice({ status: 'issued', items: [line({ quantity: 2 })] })).expect(201)).body;
    // Only a credit note refers to another invoice, and it names one.
    await app.http.post('/api/invoices').send(invoice({ creditedInvoiceId: issued.id, items: [line()] })).expect(400);
    await app.http.post('/api/invoices').send(invoice({ type: 'creditNote', items: [line()] })).expect(400);
    const partial = await app.http.post('/api/invoices').send(invoice({ type: 'creditNote', creditedInvoiceId: issued.id, status: 'issued', items: [line()] })).expect(409);
    expect(partial.body.message).toMatch(/230\.00/);
    const note = (await app.http.post('/api/invoices').send(invoice({ type: 'creditNote', creditedInvoiceId: issued.id, status: 'issued', items: [line({ quantity: 2 })] })).expect(201)).body;
    expect(note.number).toMatch(/^INV-/);
    expect((await app.http.get(`/api/invoices/${issued.id}`).expect(200)).body.status).toBe('canceled');
    // A second credit note for it: refused, the invoice is no longer issued.
    await app.http.post('/api/invoices').send(invoice({ type: 'creditNote', creditedInvoiceId: issued.id, status: 'issued', items: [line({ quantity: 2 })] })).expect(409);
  });
});
