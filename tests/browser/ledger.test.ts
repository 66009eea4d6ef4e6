import { ar, en } from '@club/locales';
import { describe, expect, it } from 'vitest';
import { openContext, screenshot, type Direction } from '../support/browser';
import { CLUB_VAT_NUMBER, setClubSettings } from '../support/club-settings';
import { TEST_ADMIN } from '../support/test-app';
import { seriousViolations } from './support/axe';
import { useBrowserApp } from './support/browser-app';
import { signInByRequest } from './support/sign-in';

// Issue 47: the general ledger on screen: the financial reports of a period, an account opening
// its ledger, a line opening its entry, the entry naming the document that posted it.
const env = useBrowserApp();

describe.each([['rtl', ar], ['ltr', en]] as const)('the financial reports in %s', (dir: Direction, messages) => {
  it('show the trial balance and the VAT return of the period, and open an account’s ledger and an entry’s document', async () => {
    await setClubSettings(env.app, { vatNumber: CLUB_VAT_NUMBER, siteNameAr: 'نادي صقور الرياض' });
    const today = new Date().toISOString().slice(0, 10);
    const invoice = (await env.app.http.post('/api/invoices').send({ customerName: `Ledger ${dir}`, issueDate: today, dueDate: today, status: 'issued', items: [{ description: 'Hall', quantity: 2, unitPrice: 350, vatRate: 15 }] }).expect(201)).body;
    const context = await openContext(env.browser, env.app.url, dir);
    try {
      const page = await context.newPage();
      await signInByRequest(page, TEST_ADMIN.email, TEST_ADMIN.password, '/Accounting/Reports');
      const screen = messages.screens.financialReports;
      await page.getByRole('heading', { level: 1, name: screen.title }).waitFor();
      const trial = page.getByRole('table', { name: screen.reports.trialBalance });
      await trial.waitFor();
      const receivables = dir === 'rtl' ? 'الذمم المدينة' : 'Accounts receivable';
      await expect.poll(() => trial.innerText()).toContain(receivables);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `ledger-trial-balance-${dir}`);

      await page.getByRole('tab', { name: screen.reports.vatReturn }).click();
      const vat = page.getByRole('table', { name: screen.reports.vatReturn });
      await expect.poll(() => vat.innerText()).toContain(screen.boxes.box13);
      await screenshot(page, `ledger-vat-return-${dir}`);

      // The account opens its ledger: the lines posted to it, each naming its entry.
      await page.getByRole('tab', { name: screen.reports.trialBalance }).click();
      await page.getByRole('link', { name: screen.openLedger.replace('%{account}', receivables) }).click();
      await page.waitForURL(/\/Accounting\/Ledger/);
      const entryLink = page.getByRole('link', { name: new RegExp(String(invoice.number)) }).first();
      await entryLink.waitFor();
      await screenshot(page, `ledger-account-${dir}`);
      await entryLink.click();
      // The entry names the invoice that posted it and opens it.
      const documentLink = page.getByRole('link', { name: new RegExp(`${invoice.number}`) }).last();
      await expect.poll(() => page.locator('main').innerText()).toContain(messages.resources.journalEntries!.enums!.kind!.document!);
      expect(await page.locator('main').innerText()).not.toContain(String(invoice.id));
      await screenshot(page, `ledger-entry-${dir}`);
      await documentLink.click();
      await page.waitForURL(new RegExp(`/Invoices/${invoice.id}/show`));
    } finally {
      await context.close();
    }
  });
});
