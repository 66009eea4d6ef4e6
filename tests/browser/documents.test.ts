import { ar, en } from '@club/locales';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { CLUB_VAT_NUMBER } from '../support/club-settings';
import { issueTwoLineInvoice, squeezed } from '../support/issued-invoice';
import { pdfText } from '../support/pdf-text';
import { seriousViolations } from './support/axe';
import { useBrowserApp } from './support/browser-app';
import { useSignedInPage } from './support/signed-in-page';

// An invoice's page is its document (schema/src/documents.ts): the club at the head, the title in
// both languages with the number and the QR code, the lines, the totals and the amount in words;
// it prints alone, and its PDF (drawn by the server) reads back in the screen's language.
const env = useBrowserApp();

let invoiceId: string;
const issueInvoice = async () => (invoiceId ??= await issueTwoLineInvoice(env.app));

describe.each([
  ['ltr', en, 'Simplified tax invoice', 'SAR 1,035.00', 'One thousand thirty-five riyals only'],
  ['rtl', ar, 'فاتورة ضريبية مبسطة', '1,035.00 ر.س.', 'فقط ألف وخمسة وثلاثون ريالاً لا غير'],
] as const)('an invoice’s document (%s)', (dir, messages, title, total, inWords) => {
  const session = useSignedInPage(env, dir);

  it('shows the invoice as its document, prints it alone and downloads its PDF', async () => {
    const { page, errors } = session;
    const id = await issueInvoice();
    await page.goto(`/Invoices/${id}/show`);
    const sheet = page.locator('.document-sheet');
    await sheet.locator('img.document-qr').waitFor();
    const shown = (await sheet.innerText()).replace(/\u00a0/g, ' ');
    for (const words of ['Simplified tax invoice', 'فاتورة ضريبية مبسطة', 'Riyadh Falcons Club', 'نادي صقور الرياض', CLUB_VAT_NUMBER, 'مدرسة الرياض العالمية', 'Swimming lessons, term 2', total, inWords]) expect(shown).toContain(words);
    expect(await sheet.locator('.document-lines tbody tr').count()).toBe(2);
    // The totals' last row is the grand total, in the screen's language.
    expect((await sheet.locator('.document-row-total dd').innerText()).replace(/\u00a0/g, ' ')).toBe(total);
    // The document is named for screen readers by its title and number.
    expect(await sheet.getAttribute('aria-label')).toMatch(new RegExp(`^${title} INV-\\d{4}-\\d{4}$`));
    await screenshot(page, `document-invoice-${dir}`);
    // WCAG 2.2 AA for the document too (the sidebar is checked with the other screens).
    expect(await seriousViolations(page, ['nav.club-menu'])).toEqual([]);

    // On paper: the document, without what the page adds around it.
    await page.emulateMedia({ media: 'print' });
    expect(await sheet.isVisible()).toBe(true);
    expect(await page.locator('.download-pdf').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: messages.app.documents.downloadPdf }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^${title} INV-\\d{4}-\\d{4}\\.pdf$`));
    const { text } = await pdfText(await streamBytes(await file.createReadStream()));
    for (const words of ['Simplified tax invoice', 'فاتورة ضريبية مبسطة', 'مدرسة الرياض العالمية', 'تأجير الصالة المغلقة', total, inWords]) expect(squeezed(text)).toContain(squeezed(words));

    // Sent to the customer's address, after saying who gets what.
    await env.app.pool.query(`UPDATE "invoices" SET "customer_email" = 'accounts@riyadh-school.sa' WHERE "id" = $1`, [id]);
    await page.reload();
    await page.getByRole('button', { name: messages.app.documents.email }).first().click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toContain('accounts@riyadh-school.sa');
    await dialog.getByRole('button', { name: messages.app.documents.email }).click();
    await page.getByText(new RegExp(`${title} INV-\\d{4}-\\d{4}.*accounts@riyadh-school\\.sa`)).first().waitFor();
    // Queued in the screen's language: one document email per language (each direction sends one).
    // Polled: the confirmation's own words can match the toast's before the request is answered.
    const queued = async () => (await env.app.pool.query(`SELECT count(*)::int AS "count" FROM "notifications" WHERE "kind" = 'document' AND "attached_language" = $1`, [dir === 'rtl' ? 'ar' : 'en'])).rows[0].count;
    await expect.poll(queued).toBe(1);
    expect(errors).toEqual([]);
  });

  it('fits a phone: the labels above each value, the lines scrolling within their box', async () => {
    const { page, errors } = session;
    const id = await issueInvoice();
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`/Invoices/${id}/show`);
      await page.locator('.document-sheet img.document-qr').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `document-invoice-phone-${dir}`);
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    expect(errors).toEqual([]);
  });
});

const streamBytes = async (stream: NodeJS.ReadableStream): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
