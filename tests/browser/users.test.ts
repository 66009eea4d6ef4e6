import { useBrowserApp } from './support/browser-app';
import { ar, en } from '@club/locales';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, type Direction } from '../support/browser';
import { openSignedInPage } from './support/signed-in-page';
import { formForTwo } from './support/plural';

// The users screen's own behaviour (SPEC §2, §4, §5, §8): its URL search parameters, bulk
// activate and deactivate, and deleting only after the confirmation word and the username.

const env = useBrowserApp({ seedDemo: true });
let serial = 0;

/** A user made through the API, so the screen under test only acts on it. */
const createUser = async (status: string): Promise<{ id: string; username: string }> => {
  serial += 1;
  const username = `bulk.user${serial}.${Date.now() % 100000}`;
  const { body } = await env.app.http
    .post('/api/users')
    .send({ firstName: 'Bulk', lastName: `User ${serial}`, username, email: `${username}@club.sa`, roleId: 'cashier', status, password: 'Sample-Passw0rd!' })
    .expect(201);
  return { id: body.id as string, username };
};

const statusOf = async (id: string) => (await env.app.http.get(`/api/users/${id}`).expect(200)).body.status as string;


describe.each([['rtl', ar], ['ltr', en]] as const)('users in %s', (dir: Direction, messages) => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  const texts = messages.app.users;
  const rows = () => page.locator('tbody tr.RaDatagrid-row');
  // Screenshots after the toolbar's and the fields' transitions have ended.
  const settled = () => page.waitForTimeout(400);

  beforeAll(async () => {
    ({ context, page } = await openSignedInPage(env, dir, errors));
  });
  afterAll(() => context?.close());

  const openWithIds = async (ids: readonly string[]) => {
    await page.goto(`/users?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`);
    await expect.poll(() => rows().count()).toBe(ids.length);
  };

  it('replaces invalid search parameters by the defaults and reproduces the view from its URL', async () => {
    await page.goto('/users?page=abc&pageSize=-3&status=bogus,active&role=cashier');
    await page.waitForURL(/[?&]page=1&pageSize=10&status=active&role=cashier(&|$)/);
    await rows().first().waitFor();
    const expected = await env.app.http.get('/api/users').query({ filter: JSON.stringify({ status: ['active'], roleId: ['cashier'] }), range: '[0,9]' }).expect(200);
    const total = Number(expected.headers['content-range'].split('/')[1]);
    await expect.poll(() => rows().count()).toBe(Math.min(total, 10));
    const cells = async (field: string) => [...new Set((await page.locator(`tbody td.column-${field}`).allInnerTexts()).map((text) => text.trim()))];
    expect(await cells('status')).toEqual([messages.resources.users!.enums!.status!.active]);
    // The role by its name in the screen's language (roles carry name and nameAr).
    expect(await cells('roleId')).toEqual([dir === 'rtl' ? 'أمين صندوق' : 'Cashier']);
    // The filter inputs show the params, the pagination 10 rows per page.
    expect(await page.locator('input[name="status"]').inputValue()).toBe('active');
    expect(await page.locator('input[name="roleId"]').inputValue()).toBe('cashier');
    await expect.poll(() => page.locator('.MuiTablePagination-select').first().innerText()).toBe('10');

    // A copied URL (here: a new tab) shows the same rows.
    const copied = page.url();
    const names = await page.locator('tbody td.column-username').allInnerTexts();
    const other = await context.newPage();
    await other.goto(copied);
    await other.locator('tbody tr.RaDatagrid-row').first().waitFor();
    await expect.poll(() => other.locator('tbody td.column-username').allInnerTexts()).toEqual(names);
    await other.close();

    // Missing parameters: page 1, 10 per page, no status or role filter.
    await page.goto('/users?status=&role=nobody&username=');
    await page.waitForURL(/\/users\?page=1&pageSize=10&sort=/);
    await rows().first().waitFor();
    expect(page.url()).not.toMatch(/status=|role=|username=/);
    await settled();
    await screenshot(page, `users-list-params-${dir}`);
  });

  it('activates and deactivates selected users with a loading text and a success count', async () => {
    const users = [await createUser('inactive'), await createUser('inactive')];
    const ids = users.map((user) => user.id);
    await openWithIds(ids);
    await page.locator('thead input[type=checkbox]').check();
    await page.locator('.users-bulk-active').waitFor();
    await settled();
    await screenshot(page, `users-bulk-toolbar-${dir}`);

    // Slow the writes down so the loading text can be seen.
    await page.route('**/api/users/*', async (route) => {
      if (route.request().method() === 'PUT') await new Promise((done) => setTimeout(done, 800));
      await route.fallback();
    });
    await page.locator('.users-bulk-active').click();
    await expect.poll(() => page.locator('.users-bulk-active').textContent()).toContain(formForTwo(texts.activating, dir));
    await expect.poll(() => page.getByText(formForTwo(texts.activated, dir)).count()).toBeGreaterThan(0);
    await settled();
    await screenshot(page, `users-bulk-activated-${dir}`);
    for (const id of ids) expect(await statusOf(id)).toBe('active');

    await page.locator('thead input[type=checkbox]').check();
    await page.locator('.users-bulk-inactive').click();
    await expect.poll(() => page.locator('.users-bulk-inactive').textContent()).toContain(formForTwo(texts.deactivating, dir));
    await expect.poll(() => page.getByText(formForTwo(texts.deactivated, dir)).count()).toBeGreaterThan(0);
    for (const id of ids) expect(await statusOf(id)).toBe('inactive');
    await page.unroute('**/api/users/*');
  });

  it("shows the spec's error when a bulk status change fails", async () => {
    const users = [await createUser('active'), await createUser('active')];
    await openWithIds(users.map((user) => user.id));
    await page.route('**/api/users/*', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 503, json: { message: 'down' } }) : route.fallback(),
    );
    await page.locator('thead input[type=checkbox]').check();
    await page.locator('.users-bulk-inactive').click();
    await expect.poll(() => page.getByText(texts.errors.deactivate, { exact: true }).count()).toBeGreaterThan(0);
    await page.locator('.users-bulk-active').click();
    await expect.poll(() => page.getByText(texts.errors.activate, { exact: true }).count()).toBeGreaterThan(0);
    await page.unroute('**/api/users/*');
    for (const user of users) expect(await statusOf(user.id)).toBe('active');
    // A failed action keeps the selection, to try again.
    expect(await page.locator('thead input[type=checkbox]').isChecked()).toBe(true);
    await page.locator('thead input[type=checkbox]').uncheck();
  });

  it('deletes one user only after the confirmation word and the username are typed', async () => {
    const user = await createUser('active');
    await page.goto(`/users/${user.id}`);
    await page.locator('form').waitFor();
    await page.locator('.users-delete-button').click();
    const dialog = page.locator('.users-delete-dialog [role=dialog]');
    const confirm = dialog.locator('.users-delete-confirm');
    const word = dialog.locator('input[name="confirmationWord"]');
    const username = dialog.locator('input[name="confirmationUsername"]');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(user.username);
    expect(await confirm.isDisabled()).toBe(true);

    // The username alone is not enough: an error asks for the word.
    await username.fill(user.username);
    await word.focus();
    await word.blur();
    const wordError = messages.app.users.delete.wordRequired.replace('%{word}', texts.delete.word);
    await expect.poll(() => dialog.innerText()).toContain(wordError);
    expect(await confirm.isDisabled()).toBe(true);
    await word.fill('nope');
    expect(await confirm.isDisabled()).toBe(true);

    // The word with a wrong username is not enough either.
    await word.fill(texts.delete.word);
    await username.fill(`${user.username}x`);
    expect(await confirm.isDisabled()).toBe(true);
    await settled();
    await screenshot(page, `users-delete-dialog-${dir}`);

    await username.fill(user.username);
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    expect(await dialog.innerText()).not.toContain(wordError);
    await settled();
    await screenshot(page, `users-delete-dialog-ready-${dir}`);
    await confirm.click();
    await page.waitForURL(/\/users(\?|$)/);
    await env.app.http.get(`/api/users/${user.id}`).expect(404);
  });

  it('deletes selected users in bulk only after the confirmation word is typed', async () => {
    const users = [await createUser('active'), await createUser('invited')];
    const ids = users.map((user) => user.id);
    await openWithIds(ids);
    // Ticked again if a late refresh of the list took the selection back (seen once on a loaded machine).
    const selectAll = page.locator('thead input[type=checkbox]');
    await expect
      .poll(async () => {
        if (!(await selectAll.isChecked())) await selectAll.click();
        return selectAll.isChecked();
      })
      .toBe(true);
    await page.locator('.users-bulk-delete').click();
    const dialog = page.locator('.users-delete-dialog [role=dialog]');
    const confirm = dialog.locator('.users-delete-confirm');
    await dialog.waitFor();
    expect(await dialog.locator('h2').innerText()).toBe(formForTwo(texts.delete.bulkTitle, dir));
    expect(await dialog.locator('input[name="confirmationUsername"]').count()).toBe(0);
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.locator('input[name="confirmationWord"]').fill(`${texts.delete.word}?`);
    expect(await confirm.isDisabled()).toBe(true);
    await settled();
    await screenshot(page, `users-bulk-delete-dialog-${dir}`);
    await dialog.locator('input[name="confirmationWord"]').fill(texts.delete.word);
    await confirm.click();
    await expect.poll(() => rows().count()).toBe(0);
    for (const id of ids) await env.app.http.get(`/api/users/${id}`).expect(404);
  });

  it('raised no error in the page', () => {
    expect(errors).toEqual([]);
  });
});
