import { ar, en } from '@club/locales';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from './support/browser-app';
import { control } from './support/form-filler';
import { useSignedInPage } from './support/signed-in-page';

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
    expect(invoice.number).toMatch(/^INV-\d{4}-\d{4}$/);
    await page.goto(`/Invoices/${invoice.id}/show`);
    const show = page.locator('.show-page');
    // Intl puts a no-break space between the currency and the amount.
    await expect.poll(async () => (await show.innerText()).replace(/\u00a0/g, ' ')).toContain('SAR 645.00');
    expect(await show.innerText()).toContain(lines.fields.unitPrice);
    expect(await show.locator('tbody tr').count()).toBe(2);
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
