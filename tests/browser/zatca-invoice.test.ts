import { ar, en } from '@club/locales';
import { describe, expect, it } from 'vitest';
import { issueTwoLineInvoice } from '../support/issued-invoice';
import { useBrowserApp } from './support/browser-app';
import { useSignedInPage } from './support/signed-in-page';

// An invoice's ZATCA state on its page (api/src/zatca/): the status in the screen's language,
// a rejection's reason and what to do, ZATCA's messages as lines, and the XML offered as a
// download rather than written out; no JSON, keys or raw XML anywhere.
const env = useBrowserApp();

const MESSAGE = 'Error / خطأ BR-KSA-37: The seller address building number must contain 4 digits.';
let invoiceId: string;
/** An invoice as ZATCA's rejection leaves it (set in the database: the API test covers how it gets there). */
const rejectedInvoice = async () => {
  if (invoiceId) return invoiceId;
  invoiceId = await issueTwoLineInvoice(env.app);
  await env.app.pool.query(
    `UPDATE "invoices" SET "zatca_status" = 'rejected', "zatca_messages" = $2, "zatca_xml" = '<?xml version="1.0"?><Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>', "zatca_counter" = 7 WHERE "id" = $1`,
    [invoiceId, MESSAGE],
  );
  return invoiceId;
};

describe.each([
  ['ltr', en],
  ['rtl', ar],
] as const)('an invoice’s ZATCA state (%s)', (dir, messages) => {
  const session = useSignedInPage(env, dir);

  it('shows the status, why it is withheld, ZATCA’s messages and the XML as a download', async () => {
    const { page, errors } = session;
    const id = await rejectedInvoice();
    await page.goto(`/Invoices/${id}/show`);
    const answer = page.locator('.invoice-zatca-messages');
    await answer.waitFor();
    const invoices = messages.resources.invoices;
    await page.getByText(invoices.enums!.zatcaStatus!.rejected!, { exact: true }).first().waitFor();
    expect(await answer.innerText()).toContain(invoices.rules!.zatcaRejected!);
    expect(await answer.locator('li').allInnerTexts()).toEqual([MESSAGE]);
    await page.getByText(invoices.fields.zatcaStatus!, { exact: true }).first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: invoices.texts!.zatcaDownloadXml! }).click();
    expect((await download).suggestedFilename()).toMatch(/^INV-\d{4}-\d{4}\.xml$/);
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/[{}]|<Invoice|zatca[A-Z]|resources\.invoices/);
    expect(errors).toEqual([]);
  });

  it('offers ZATCA’s settings and onboarding on the apps page', async () => {
    const { page, errors } = session;
    const zatca = messages.screens.apps.zatca;
    await page.goto('/apps');
    const panel = page.locator('section.zatca-panel');
    await panel.getByRole('heading', { name: zatca.title }).waitFor();
    expect(await panel.getByRole('status').innerText()).toContain(zatca.onboarding.none);
    await panel.getByRole('button', { name: zatca.onboard }).waitFor();
    expect(await panel.innerText()).not.toMatch(/screens\.apps|[{}]/);
    expect(errors).toEqual([]);
  });
});
