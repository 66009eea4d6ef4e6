import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { CLUB_VAT_NUMBER } from '../../support/club-settings';
import { issueTwoLineInvoice, squeezed } from '../../support/issued-invoice';
import { bearer, createUser, session } from '../auth-helpers';
import { pdfText } from '../../support/pdf-text';
import { startLocalSmtp, type LocalSmtp } from '../../support/mail-and-sms';
import { TEST_ADMIN } from '../../support/test-app';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ARTIFACTS = resolve(import.meta.dirname, '../../.artifacts');

// A record's document (schema/src/documents.ts; api/src/documents): the invoice laid out as ZATCA's
// bilingual invoices read, as data for its page and as a PDF whose text, Arabic included, reads
// back as written.
let app: TestApp;
let invoiceId: string;
beforeAll(async () => {
  app = await startTestApp({ config: { integrationAllowedHosts: ['127.0.0.1'] } });
  invoiceId = await issueTwoLineInvoice(app, { type: 'standard', customerVatNumber: '300000000000003' });
});
afterAll(() => app?.stop());


const pdfOf = async (path: string, language: string) => {
  const response = await app.http.get(path).set('Accept-Language', language).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  }).expect(200);
  // Kept for a look: tests/.artifacts/{resource}-{language}.pdf.
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(resolve(ARTIFACTS, `${path.split('/')[2]}-${language}.pdf`), response.body as Buffer);
  return { response, ...(await pdfText(response.body as Buffer)) };
};

describe('a document', () => {
  it('lays the invoice out with bilingual labels and values in the reader’s language', async () => {
    const en = (await app.http.get(`/api/invoices/${invoiceId}/document`).set('Accept-Language', 'en').expect(200)).body;
    expect(en.title).toEqual({ en: 'Tax invoice', ar: 'فاتورة ضريبية' });
    expect(en.issuer).toMatchObject({ name: { en: 'Riyadh Falcons Club', ar: 'نادي صقور الرياض' }, vatNumber: CLUB_VAT_NUMBER });
    expect(en.number.value).toMatch(/^INV-\d{4}-\d{4}$/);
    expect(en.party).toContainEqual({ field: 'customerName', label: { en: 'Customer', ar: expect.any(String) }, value: 'مدرسة الرياض العالمية' });
    expect(en.lines.rows.map((row: string[]) => row.map((cell) => cell.replace(/\u00a0/g, ' ')))).toEqual([
      ['تأجير الصالة المغلقة', '2', 'SAR 150.00', 'SAR 0.00', '15', 'SAR 300.00'],
      ['Swimming lessons, term 2', '1', 'SAR 600.00', 'SAR 0.00', '15', 'SAR 600.00'],
    ]);
    expect(en.totals.map((total: { value: string }) => total.value.replace(/\u00a0/g, ' '))).toEqual(['SAR 900.00', 'SAR 135.00', 'SAR 1,035.00']);
    expect(en.inWords.ar).toBe('فقط ألف وخمسة وثلاثون ريالاً لا غير');
    expect(en.qr).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const ar = (await app.http.get(`/api/invoices/${invoiceId}/document`).set('Accept-Language', 'ar').expect(200)).body;
    expect(ar.facts.find((fact: { field: string }) => fact.field === 'status').value).toBe('صادرة');
    expect(ar.totals.at(-1).value.replace(/\u00a0/g, ' ')).toBe('1,035.00 ر.س.');
  });

  it('draws a PDF whose text reads back in Arabic and in English', async () => {
    const { response, text, pages } = await pdfOf(`/api/invoices/${invoiceId}/document.pdf`, 'ar');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".*\.pdf"; filename\*=UTF-8''.*INV-/);
    expect(pages, text).toBe(1);
    for (const words of ['فاتورة ضريبية', 'Tax invoice', 'نادي صقور الرياض', 'Riyadh Falcons Club', 'مدرسة الرياض العالمية', 'تأجير الصالة المغلقة', 'Swimming lessons, term 2', 'فقط ألف وخمسة وثلاثون ريالاً لا غير', 'الرقم الضريبي', 'طريق الملك فهد، الرياض', '1,035.00 ر.س.']) {
      expect(squeezed(text)).toContain(squeezed(words));
    }
    const english = await pdfOf(`/api/invoices/${invoiceId}/document.pdf`, 'en');
    expect(english.text).toContain('One thousand thirty-five riyals only');
    expect(squeezed(english.text)).toContain(squeezed('SAR 1,035.00'));
    expect(english.text).toContain('Page 1 of 1');
  });

  it('is refused to whoever may not show the record, and exists only for resources that declare one', async () => {
    const member = await createUser(app, { role: 'member' });
    const { accessToken } = await session(app, member);
    const client = supertest(app.url);
    const record = await client.get(`/api/invoices/${invoiceId}`).set(bearer(accessToken));
    expect(record.status).toBe(403);
    await client.get(`/api/invoices/${invoiceId}/document`).set(bearer(accessToken)).expect(403);
    await client.get(`/api/invoices/${invoiceId}/document.pdf`).set(bearer(accessToken)).expect(403);
    const task = (await app.http.post('/api/tasks').send({ title: 'Line the pitch' }).expect(201)).body;
    await app.http.get(`/api/tasks/${task.id}/document`).expect(404);
    await app.http.get(`/api/invoices/00000000-0000-4000-8000-000000000000/document.pdf`).expect(404);
  });

  it('is sent to the address its record holds, its PDF attached when the email goes out', async () => {
    const account = { username: 'office', password: 'mail-pass-123' };
    const smtp: LocalSmtp = await startLocalSmtp(account);
    try {
      await app.http
        .put('/api/integrations/smtp')
        .send({ settings: { host: '127.0.0.1', port: smtp.port, secure: false, username: account.username, password: account.password, from: 'office@club.sa' }, currentPassword: TEST_ADMIN.password })
        .expect(200);
      // No address on the invoice: nothing to send it to.
      await app.http.post(`/api/invoices/${invoiceId}/document/email`).set('Accept-Language', 'en').expect(409);
      await app.pool.query(`UPDATE "invoices" SET "customer_email" = 'accounts@riyadh-school.sa' WHERE "id" = $1`, [invoiceId]);
      const sent = (await app.http.post(`/api/invoices/${invoiceId}/document/email`).set('Accept-Language', 'ar').expect(202)).body;
      expect(sent).toEqual({ recipient: 'accounts@riyadh-school.sa', document: expect.stringMatching(/^فاتورة ضريبية INV-\d{4}-\d{4}$/) });
      await app.outbox.deliverDue();
      await expect.poll(() => smtp.received.length).toBe(1);
      const [mail] = smtp.received;
      expect(mail!.to).toEqual(['accounts@riyadh-school.sa']);
      expect(mail!.raw).toMatch(/Content-Type: application\/pdf/i);
      // The attachment is the document's PDF, in Arabic.
      const base64 = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(mail!.raw)![1]!.replace(/\s/g, '');
      const { text } = await pdfText(Buffer.from(base64, 'base64'));
      expect(squeezed(text)).toContain(squeezed('مدرسة الرياض العالمية'));
      const { rows } = await app.pool.query(`SELECT "kind", "status", "attached_resource" AS "resource", "attached_language" AS "language" FROM "notifications" WHERE "recipient" = 'accounts@riyadh-school.sa'`);
      expect(rows).toEqual([{ kind: 'document', status: 'sent', resource: 'invoices', language: 'ar' }]);
    } finally {
      await smtp.stop();
    }
  });

  it('lays a receipt voucher out with its amount in words', async () => {
    const voucher = (await app.http.post('/api/receiptVouchers').send({ payerName: 'أحمد الغامدي', amount: 250, method: 'cash', reason: 'رسوم اشتراك الأكاديمية' }).expect(201)).body;
    const { text } = await pdfOf(`/api/receiptVouchers/${voucher.id}/document.pdf`, 'ar');
    for (const words of ['سند قبض', 'أحمد الغامدي', 'رسوم اشتراك الأكاديمية', 'فقط مئتان وخمسون ريالاً لا غير']) expect(squeezed(text)).toContain(squeezed(words));
  });
});
