import { ar, en } from '@club/locales';
import { describe, expect, it } from 'vitest';
import { createCourtCase } from '../support/court-cases';
import { seriousViolations } from './support/axe';
import { useBrowserApp } from './support/browser-app';
import { useSignedInPage } from './support/signed-in-page';

// Deleting to the trash and restoring from it, as a person does it: the delete asks first and says
// what goes with the record, the list links to its trash, the deleted record is shown whole there,
// and Restore brings it back and opens it. And a record's earlier version restored from its history.
const env = useBrowserApp();
const newCase = () => createCourtCase(env.app.http, { title: `Claim ${Date.now()}` });

describe('the trash', () => {
  const session = useSignedInPage(env, 'ltr');

  it('deletes after saying what goes, shows the record whole in the trash, and restores it', async () => {
    const { page, errors } = session;
    const legal = await newCase();
    await page.goto(`/Law/courtCases/${legal.id}`);
    await page.getByRole('button', { name: en.ra.action.delete }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toContain('Going with it: 3 lines, 1 file.');
    expect(await dialog.innerText()).toContain(`Delete ${legal.title}?`);
    await dialog.getByRole('button', { name: en.ra.action.confirm }).click();
    await page.waitForURL(/\/Law\/courtCases(\?|$)/);
    await env.app.http.get(`/api/courtCases/${legal.id}`).expect(404);

    // The list's way to its own trash.
    await page.getByRole('link', { name: 'Trash: Court cases' }).click();
    await page.waitForURL(/\/Trash\?.*\bresource=courtCases\b/);
    await page.locator('tbody tr a.record-link', { hasText: String(legal.title) }).click();
    const show = page.locator('.show-page');
    await expect.poll(() => show.locator('.deleted-record-fields').innerText()).toContain(String(legal.caseNumber));
    expect(await show.locator('.deleted-record-lines tbody tr').count()).toBe(3);
    expect(await show.innerText()).toContain('statement.pdf');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: en.resources.trashedRecords!.actions!.restore }).click();
    await page.waitForURL(new RegExp(`/Law/courtCases/${legal.id}/show$`));
    await expect.poll(() => show.locator('.record-lines tbody tr').count()).toBe(3);
    expect((await env.app.http.get(`/api/courtCases/${legal.id}`).expect(200)).body.parties).toEqual(legal.parties);
    expect(errors).toEqual([]);
  });

  it("restores a record's earlier version from its history", async () => {
    const { page, errors } = session;
    const task = (await env.app.http.post('/api/tasks').send({ title: 'Mark the pitch' }).expect(201)).body;
    await env.app.http.put(`/api/tasks/${task.id}`).send({ title: 'Mark both pitches', version: task.version }).expect(200);
    await page.goto(`/tasks/${task.id}/show`);
    await page.locator('.record-history .restore-version').first().click();
    await page.getByRole('dialog').getByRole('button', { name: en.ra.action.confirm }).click();
    await expect.poll(async () => (await env.app.http.get(`/api/tasks/${task.id}`).expect(200)).body.title).toBe('Mark the pitch');
    await expect.poll(() => page.locator('.show-page').innerText()).toContain('Mark the pitch');
    expect(errors).toEqual([]);
  });
});

describe('the trash in Arabic', () => {
  const session = useSignedInPage(env, 'rtl');

  it('asks in Arabic and names the kind of record in the trash', async () => {
    const { page } = session;
    const legal = await newCase();
    await page.goto(`/Law/courtCases/${legal.id}`);
    await page.getByRole('button', { name: ar.ra.action.delete }).click();
    await expect.poll(() => page.getByRole('dialog').innerText()).toContain('ينتقل معه: 3 بنود، ملف واحد.');
    await page.getByRole('dialog').getByRole('button', { name: ar.ra.action.confirm }).click();
    await page.waitForURL(/\/Law\/courtCases(\?|$)/);
    await page.goto('/Trash');
    const row = page.locator('tbody tr', { hasText: String(legal.title) });
    await expect.poll(() => row.innerText()).toContain(ar.resources.courtCases!.name.split('||||')[1]!.trim());
  });
});
