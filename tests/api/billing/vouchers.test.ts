import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { CLUB_VAT_NUMBER, setClubSettings } from '../../support/club-settings';
import { secondSigner } from './second-signer';

// Receipt and payment vouchers (api/src/overrides/receiptVouchers.ts, paymentVouchers.ts,
// parts/vouchers.ts): the method's own fields, the amount in words, confirmed (numbered, who and
// when) or canceled (why) and final after that; a confirmed receipt pays its invoices, oldest first.
let app: TestApp;
// The vouchers are prepared by the test's client and confirmed by another person.
let signer: Awaited<ReturnType<typeof secondSigner>>['as'];
beforeAll(async () => {
  app = await startTestApp();
  await setClubSettings(app, { vatNumber: CLUB_VAT_NUMBER });
  signer = (await secondSigner(app)).as;
});
afterAll(() => app?.stop());

type Row = Record<string, unknown>;
const year = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' }).slice(0, 4);
const receipt = (values: Row = {}) => ({ payerName: 'Saad Al-Qahtani', amount: 450, method: 'cash', reason: 'Academy fees, U-12', ...values });
const issueInvoice = async (unitPrice: number) =>
  (await app.http.post('/api/invoices').send({ customerName: 'Riyadh International School', dueDate: '2026-12-31', status: 'issued', items: [{ description: 'Hall rental', quantity: 1, unitPrice, vatRate: 15 }] }).expect(201)).body as Row;
const invoiceOf = async (id: unknown) => (await app.http.get(`/api/invoices/${id}`).expect(200)).body as Row;
const confirm = (id: unknown, resource = 'receiptVouchers') => signer.post(`/api/${resource}/${id}/confirm`).send({});

describe('a receipt voucher', () => {
  it('asks each payment method for its own fields and clears the others', async () => {
    const refused = await app.http.post('/api/receiptVouchers').send(receipt({ method: 'cheque' })).expect(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['bankName', 'chequeDate', 'chequeNumber']);
    expect(Object.keys((await app.http.post('/api/receiptVouchers').send(receipt({ method: 'mada' })).expect(400)).body.errors)).toEqual(['reference']);
    const cash = (await app.http.post('/api/receiptVouchers').send(receipt({ reference: 'ignored for cash' })).expect(201)).body;
    expect(cash).toMatchObject({ status: 'draft', number: null, reference: null });
    const cheque = (await app.http.post('/api/receiptVouchers').send(receipt({ method: 'cheque', chequeNumber: '004417', chequeDate: '2026-11-20', bankName: 'مصرف الراجحي' })).expect(201)).body;
    expect(cheque.chequeNumber).toBe('004417');
  });

  it('writes the amount in words', async () => {
    const created = (await app.http.post('/api/receiptVouchers').send(receipt({ amount: 1250.5 })).expect(201)).body;
    expect(created.amountInWordsAr).toBe('فقط ألف ومئتان وخمسون ريالاً وخمسون هللة لا غير');
    expect(created.amountInWords).toBe('One thousand two hundred fifty riyals and fifty halalas only');
  });

  it('is confirmed by someone else than the one who prepared it', async () => {
    const created = (await app.http.post('/api/receiptVouchers').send(receipt()).expect(201)).body;
    expect(created.preparedById).toEqual(expect.any(String));
    const refused = await app.http.post(`/api/receiptVouchers/${created.id}/confirm`).send({}).expect(403);
    expect(refused.body.message).toBe('Someone else than the one who prepared a voucher confirms it');
    // The preparer is not offered it; the other signer is.
    expect((await app.http.get(`/api/receiptVouchers/${created.id}/actions`).expect(200)).body).not.toContain('confirm');
    const confirmed = (await confirm(created.id).expect(200)).body;
    expect(confirmed.confirmedById).not.toBe(created.preparedById);
    const payment = (await app.http.post('/api/paymentVouchers').send({ payeeName: 'Supplier', amount: 90, method: 'cash', reason: 'Water' }).expect(201)).body;
    await app.http.post(`/api/paymentVouchers/${payment.id}/confirm`).send({}).expect(403);
  });

  it('is numbered when confirmed, keeps who confirmed it and when, and never changes after', async () => {
    const created = (await app.http.post('/api/receiptVouchers').send(receipt()).expect(201)).body;
    const confirmed = (await confirm(created.id).expect(200)).body;
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmedById: expect.any(String) });
    expect(confirmed.number).toMatch(new RegExp(`^RV-${year}-\\d{4}$`));
    expect(Date.now() - Date.parse(confirmed.confirmedAt)).toBeLessThan(60_000);
    await app.http.put(`/api/receiptVouchers/${created.id}`).send({ amount: 1 }).expect(409);
    await app.http.delete(`/api/receiptVouchers/${created.id}`).expect(409);
    await confirm(created.id).expect(409);
  });

  it('is canceled as a draft only, with the reason', async () => {
    const created = (await app.http.post('/api/receiptVouchers').send(receipt()).expect(201)).body;
    await app.http.post(`/api/receiptVouchers/${created.id}/cancel`).send({}).expect(400);
    const canceled = (await app.http.post(`/api/receiptVouchers/${created.id}/cancel`).send({ comment: 'Written twice' }).expect(200)).body;
    expect(canceled).toMatchObject({ status: 'canceled', cancelReason: 'Written twice', number: null });
    await confirm(created.id).expect(409);
  });

  it('pays the invoices it names, oldest first: paid, then partly paid, then paid by the next receipt', async () => {
    const older = await issueInvoice(100); // 115.00 with VAT
    const newer = await issueInvoice(200); // 230.00
    // More than the two owe (345.00): refused, by name of the amount.
    expect((await app.http.post('/api/receiptVouchers').send(receipt({ amount: 345.01, invoiceIds: [newer.id, older.id] })).expect(409)).body.errors.amount).toMatch(/345\.00/);
    const first = (await app.http.post('/api/receiptVouchers').send(receipt({ amount: 200, invoiceIds: [newer.id, older.id] })).expect(201)).body;
    // A draft pays nothing yet.
    expect((await invoiceOf(older.id)).status).toBe('issued');
    await confirm(first.id).expect(200);
    expect(await invoiceOf(older.id)).toMatchObject({ status: 'paid', paidAmount: 115 });
    expect(await invoiceOf(newer.id)).toMatchObject({ status: 'partiallyPaid', paidAmount: 85 });
    const rest = (await app.http.post('/api/receiptVouchers').send(receipt({ amount: 145, invoiceIds: [newer.id] })).expect(201)).body;
    await confirm(rest.id).expect(200);
    expect(await invoiceOf(newer.id)).toMatchObject({ status: 'paid', paidAmount: 230 });
    // A paid invoice, or a draft one, is not paid again.
    await app.http.post('/api/receiptVouchers').send(receipt({ amount: 1, invoiceIds: [newer.id] })).expect(409);
    const draft = (await app.http.post('/api/invoices').send({ customerName: 'Draft', dueDate: '2026-12-31', items: [] }).expect(201)).body;
    await app.http.post('/api/receiptVouchers').send(receipt({ amount: 1, invoiceIds: [draft.id] })).expect(409);
  });

  it('pays an invoice once when two receipts for all of it are confirmed at the same time', async () => {
    const invoice = await issueInvoice(100);
    const receipts = await Promise.all([0, 1].map(async () => (await app.http.post('/api/receiptVouchers').send(receipt({ amount: 115, invoiceIds: [invoice.id] })).expect(201)).body));
    const answers = await Promise.all(receipts.map((created) => confirm(created.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await invoiceOf(invoice.id)).toMatchObject({ status: 'paid', paidAmount: 115 });
  });
});

describe('a payment voucher', () => {
  it('is written, confirmed with its own number and final after, or canceled as a draft', async () => {
    const payment = { payeeName: 'Al-Futtaim Sports Equipment', payeeType: 'supplier', expenseCategory: 'equipment', amount: 36_800, method: 'transfer', reason: 'Training balls' };
    expect(Object.keys((await app.http.post('/api/paymentVouchers').send(payment).expect(400)).body.errors).sort()).toEqual(['bankName', 'reference']);
    const created = (await app.http.post('/api/paymentVouchers').send({ ...payment, bankName: 'Saudi National Bank', reference: 'TRF-55120' }).expect(201)).body;
    expect(created.amountInWordsAr).toBe('فقط ستة وثلاثون ألفاً وثمانمئة ريال لا غير');
    const confirmed = (await confirm(created.id, 'paymentVouchers').expect(200)).body;
    expect(confirmed.number).toMatch(new RegExp(`^PV-${year}-\\d{4}$`));
    await app.http.put(`/api/paymentVouchers/${created.id}`).send({ amount: 1 }).expect(409);
  });
});
