import { ar, en } from '@club/locales';
import { invoices } from '@club/schema/resources/invoices';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from './support/browser-app';
import { control, fillField } from './support/form-filler';
import { useSignedInPage } from './support/signed-in-page';
import { CLUB_VAT_NUMBER, setClubSettings } from '../support/club-settings';

// Child lines in their parent's form (an invoice's items): added in place, saved with the invoice
// in one request, the totals computed by the server and shown; a line edited later changes them.
const env = useBrowserApp();
const lines = en.resources.invoiceItems!;

describe('an invoice and its lines, in the form', () => {
  const session = useSignedInPage(env, 'ltr');

  it('adds two lines, saves them with the invoice and shows the totals the server computed', async () => {
    const { page, errors } = session;
    await page.goto('/Invoices/create');
    await control(page, 'customerName').fill('Riyadh International School');
    await control(page, 'dueDate').fill('2026-12-31');
    const add = page.getByRole('button', { name: 'Add' });
    await add.click();
    await add.click();
    await control(page, 'items.0.description').fill('Training kit');
    await control(page, 'items.0.quantity').fill('2');
    await control(page, 'items.0.unitPrice').fill('150');
    await control(page, 'items.1.description').fill('Hall rental, per hour');
    await control(page, 'items.1.quantity').fill('3');
    await control(page, 'items.1.unitPrice').fill('100');
    await control(page, 'items.1.vatRate').fill('0');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/Invoices\/[0-9a-f-]{36}(\/show)?$/);

    const [invoice] = (await env.app.http.get('/api/invoices').query({ filter: JSON.stringify({ q: 'Riyadh International' }) }).expect(200)).body;
    expect(invoice).toMatchObject({ subtotal: 600, vatTotal: 45, total: 645 });
    // A draft: numbered when it is issued.
    expect(invoice.number).toBeNull();
    await page.goto(`/Invoices/${invoice.id}/show`);
    const show = page.locator('.show-page');
    // Intl puts a no-break space between the currency and the amount.
    await expect.poll(async () => (await show.innerText()).replace(/\u00a0/g, ' ')).toContain('SAR 645.00');
    // The document's table arrives with its own request (what remains is on the page before it).
    await expect.poll(() => show.innerText()).toContain(lines.fields.unitPrice);
    // Its lines in its document's table (the page holds others: the history, related records).
    await expect.poll(() => show.locator('.document-lines tbody tr').count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('changes a line in the edit form, and the total follows', async () => {
    const { page } = session;
    const [invoice] = (await env.app.http.get('/api/invoices').query({ filter: JSON.stringify({ q: 'Riyadh International' }) }).expect(200)).body;
    await page.goto(`/Invoices/${invoice.id}`);
    await control(page, 'items.1.quantity').fill('5');
    await page.locator('form button[type=submit]').click();
    await expect.poll(async () => (await env.app.http.get(`/api/invoices/${invoice.id}`).expect(200)).body.total).toBe(845);
  });

  it('issues the invoice by its Issue button and prints it with its number and ZATCA QR code', async () => {
    const { page, errors } = session;
    await setClubSettings(env.app, { vatNumber: CLUB_VAT_NUMBER });
    const [invoice] = (await env.app.http.get('/api/invoices').query({ filter: JSON.stringify({ q: 'Riyadh International' }) }).expect(200)).body;
    // Its status is not a field of the form: the draft's edit form offers no select for it.
    await page.goto(`/Invoices/${invoice.id}`);
    await page.locator('form button[type=submit]').waitFor();
    expect(await page.locator('form').getByRole('combobox', { name: en.resources.invoices!.fields.status! }).count()).toBe(0);
    await page.goto(`/Invoices/${invoice.id}/show`);
    await page.locator('.show-page').getByRole('button', { name: en.resources.invoices!.actions!.issue!, exact: true }).click();
    await expect.poll(async () => (await env.app.http.get(`/api/invoices/${invoice.id}`).expect(200)).body.number).toMatch(/^INV-\d{4}-\d{4}$/);
    const { number } = (await env.app.http.get(`/api/invoices/${invoice.id}`).expect(200)).body;
    await page.goto(`/Invoices/${invoice.id}/show`);
    const show = page.locator('.show-page');
    await show.locator('img.document-qr').waitFor();
    expect(await show.locator('img.document-qr').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await show.innerText()).toContain(number);
    // The printed page: the Print button opens the browser's print dialog, the QR code on it.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: en.app.print }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await show.locator('img.document-qr').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(errors).toEqual([]);
  });

  it('names a bad line where it is', async () => {
    const { page } = session;
    await page.goto('/Invoices/create');
    await control(page, 'customerName').fill('Line check');
    await control(page, 'dueDate').fill('2026-12-31');
    await page.getByRole('button', { name: 'Add' }).click();
    await control(page, 'items.0.description').fill('Cones');
    await control(page, 'items.0.unitPrice').fill('-5');
    await page.locator('form button[type=submit]').click();
    // The client's own check (min 0) stops it before the server: the line's input says why.
    await expect.poll(() => page.locator('[id="items.0.unitPrice-helper-text"], .MuiFormHelperText-root.Mui-error').first().innerText()).toMatch(/0/);
    expect(new URL(page.url()).pathname).toBe('/Invoices/create');
  });
});

describe('the lines in Arabic', () => {
  const session = useSignedInPage(env, 'rtl');

  it('labels the lines and their inputs in Arabic', async () => {
    const { page } = session;
    await page.goto('/Invoices/create');
    await page.getByRole('button', { name: ar.ra.action.add }).click();
    await expect.poll(() => page.locator('form').innerText()).toContain(ar.resources.invoiceItems!.fields.unitPrice!);
  });
});

describe('a court case with its parties and hearings, in the form', () => {
  const session = useSignedInPage(env, 'ltr');

  it('files the case with a party and a hearing, numbers it and shows its next hearing on the list', async () => {
    const { page, errors } = session;
    const { courtCases } = await import('@club/schema/resources/courtCases');
    await page.goto('/Law/courtCases/create');
    await control(page, 'caseNumber').fill('4479001234');
    await control(page, 'title').fill('Unpaid housing allowance claim');
    await fillField(page, 'caseType', courtCases.fields.caseType, 'labour');
    await control(page, 'court').fill('Labour Court, Riyadh');
    await fillField(page, 'clubRole', courtCases.fields.clubRole, 'defendant');
    await control(page, 'opponentName').fill('A former employee');
    await control(page, 'filingDate').fill('2026-10-01');
    const add = page.getByRole('button', { name: 'Add', exact: true });
    const [addParty, addHearing] = [add.first(), add.last()];
    await addParty.click();
    await control(page, 'parties.0.name').fill('Riyadh Club');
    await fillField(page, 'parties.0.side', { kind: 'enum', values: ['club'] } as never, 'club');
    await fillField(page, 'parties.0.role', { kind: 'enum', values: ['defendant'] } as never, 'defendant');
    await addHearing.click();
    const hearingAt = new Date(Date.now() + 10 * 86_400_000);
    await control(page, 'hearings.0.scheduledAt').fill(`${hearingAt.toISOString().slice(0, 10)}T09:30`);
    await control(page, 'hearings.0.courtRoom').fill('Circuit 6');
    // A line's declared check is judged in the form, on the line's own values, in the server's words.
    await control(page, 'hearings.0.nextHearingAt').fill(`${hearingAt.toISOString().slice(0, 10)}T08:00`);
    await page.locator('form button[type=submit]').click();
    await expect.poll(() => page.getByText(en.resources.courtHearings.rules!.nextHearingAfter!).count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/create$/);
    await control(page, 'hearings.0.nextHearingAt').fill('');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/Law\/courtCases\/[0-9a-f-]{36}(\/show)?$/);

    const [found] = (await env.app.http.get('/api/courtCases').query({ filter: JSON.stringify({ q: '4479001234' }) }).expect(200)).body;
    // Its lines come with the record itself.
    const legal = (await env.app.http.get(`/api/courtCases/${found.id}`).expect(200)).body;
    expect(legal.fileNumber).toMatch(/^LAW-\d{4}-\d{4}$/);
    expect(legal.parties).toMatchObject([{ name: 'Riyadh Club', side: 'club', role: 'defendant' }]);
    expect(legal.nextHearingAt).toBe(legal.hearings[0].scheduledAt);
    await page.goto('/Law/courtCases');
    const row = page.locator('tbody tr', { hasText: '4479001234' });
    await expect.poll(() => row.innerText()).toContain(legal.fileNumber);
    expect(errors).toEqual([]);
  });
});

describe('a letter registered in Arabic', () => {
  const session = useSignedInPage(env, 'rtl');

  it('takes the number of its direction and year from the server', async () => {
    const { page, errors } = session;
    const { correspondence } = await import('@club/schema/resources/correspondence');
    await env.app.http.post('/api/correspondenceParties').send({ name: 'Ministry of Sport', nameAr: 'وزارة الرياضة', kind: 'government' }).expect(201);
    await page.goto('/IncomingOutgoing/Correspondence/create');
    await fillField(page, 'direction', correspondence.fields.direction, 'incoming');
    await fillField(page, 'partyId', correspondence.fields.partyId, undefined);
    await control(page, 'subject').fill('طلب مستندات ترخيص الأكاديمية');
    await fillField(page, 'classification', correspondence.fields.classification, 'request');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/IncomingOutgoing\/Correspondence\/[0-9a-f-]{36}(\/show)?$/);
    const [letter] = (await env.app.http.get('/api/correspondence').query({ filter: JSON.stringify({ q: 'ترخيص الأكاديمية' }) }).expect(200)).body;
    expect(letter.referenceNumber).toBe(`IN-${new Date().getFullYear()}-0001`);
    expect(letter.dueDate).toBeTruthy();
    await page.goto(`/IncomingOutgoing/Correspondence/${letter.id}/show`);
    await expect.poll(() => page.locator('.show-page').innerText()).toContain(letter.referenceNumber);
    expect(await page.locator('.show-page').innerText()).toContain(ar.resources.correspondence!.enums!.direction!.incoming!);
    expect(errors).toEqual([]);
  });
});
