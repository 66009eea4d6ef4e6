import { useBrowserApp } from './support/browser-app';
import { ar, en } from '@club/locales';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContext, screenshot, type Direction } from '../support/browser';
import { signInByRequest } from './support/sign-in';
import { useSignedInPage } from './support/signed-in-page';

// Issue 46 item 5: the command palette finds records as well as screens (GET /api/search), each
// named as the app names it and with its kind, in English and in Arabic, and only of the kinds the
// person may list; its progress is said politely.

const env = useBrowserApp({ seedDemo: false });
const MESSAGES = { ltr: en, rtl: ar } as const;
const ROLE = { key: 'falconry-steward', name: 'Falconry steward', nameAr: 'أمين الصقارة', rank: 60, permissions: { tasks: ['list', 'show'] } };
const TASK = 'Falconry drill for juniors';
let roleId = '';

beforeAll(async () => {
  roleId = (await env.app.http.post('/api/roles').send(ROLE).expect(201)).body.id;
  await env.app.http.post('/api/tasks').send({ title: TASK, status: 'todo' }).expect(201);
});

const openPalette = async (page: Page) => {
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
};
const recordOptions = (page: Page) => page.getByRole('dialog').locator('[cmdk-item].palette-record');
const status = (page: Page) => page.getByRole('dialog').getByRole('status');
const roleOption = (page: Page, name: string, kind: string) => recordOptions(page).filter({ has: page.locator('.palette-record-kind', { hasText: kind }) }).filter({ hasText: name });

describe.each([['ltr'], ['rtl']] as const)('in %s', (dir: Direction) => {
  const session = useSignedInPage(env, dir);
  const messages = MESSAGES[dir];
  const roleName = dir === 'rtl' ? ROLE.nameAr : ROLE.name;
  const roleKind = messages.resources.roles!.name.split(' |||| ')[dir === 'rtl' ? 1 : 0]!;

  it('finds a record by part of its English name, names it and its kind, and opens it on Enter', async () => {
    const { page } = session;
    await page.goto('/settings');
    await page.locator('main h1').first().waitFor();
    const dialog = await openPalette(page);
    // One character: no search.
    await page.keyboard.type('a');
    await expect.poll(() => status(page).innerText()).toBe('');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('alconry stew');
    // The superadmin may find the role's audit trail too: the role is the one of its kind.
    const role = roleOption(page, roleName, roleKind);
    await expect.poll(() => role.count()).toBe(1);
    expect(await role.locator('.palette-record-kind').innerText()).toBe(roleKind);
    expect(await dialog.locator('[cmdk-group-heading]').allInnerTexts()).toContain(messages.app.palette.records.toUpperCase());
    const found = await recordOptions(page).count();
    const forms = messages.app.palette.recordsFound.split(' |||| ');
    expect(await status(page).innerText()).toBe((dir === 'rtl' ? (found === 1 ? forms[1] : found === 2 ? forms[2] : forms[3]) : found === 1 ? forms[0] : forms[1])!.replace('%{smart_count}', String(found)));
    expect(await status(page).getAttribute('aria-live')).toBe('polite');
    // The listbox's active option (aria-activedescendant) moves down to the role: Enter opens it.
    const input = page.locator('[cmdk-input]');
    const optionId = await role.getAttribute('id');
    for (let step = 0; step < 20 && (await input.getAttribute('aria-activedescendant')) !== optionId; step += 1) await page.keyboard.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe(optionId);
    await screenshot(page, `palette-records-${dir}`);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.endsWith(`/${roleId}/show`));
    await expect.poll(() => page.locator('.show-page').innerText()).toContain(roleName);
  });

  it('finds it by part of its Arabic name, and says when nothing matches', async () => {
    const { page } = session;
    await openPalette(page);
    // Without the hamza, as people type it.
    await page.keyboard.type('امين الصقار');
    const role = roleOption(page, roleName, roleKind);
    await expect.poll(() => role.count()).toBe(1);
    await role.click();
    await page.waitForURL((url) => url.pathname.endsWith(`/${roleId}/show`));

    await openPalette(page);
    await page.keyboard.type('zqxwv');
    await expect.poll(() => status(page).innerText()).toBe(messages.app.palette.noRecords);
    expect(await recordOptions(page).count()).toBe(0);
    await page.keyboard.press('Escape');
  });
});

describe('a person who may not list a kind', () => {
  let page: Page;
  beforeAll(async () => {
    const username = `palette.steward.${Date.now() % 1_000_000}`;
    const password = 'Falcon-Steward-2026';
    await env.app.http.post('/api/users').send({ firstName: 'Sami', lastName: 'Harbi', username, email: `${username}@club.sa`, roleId, status: 'active', password }).expect(201);
    const context = await openContext(env.browser, env.app.url, 'ltr');
    page = await context.newPage();
    await signInByRequest(page, username, password);
  });
  afterAll(() => page?.context().close());

  it('gets the records of the kinds they may list only', async () => {
    await page.goto('/tasks');
    await page.locator('main h1').first().waitFor();
    await openPalette(page);
    await page.keyboard.type('falconry');
    await expect.poll(() => recordOptions(page).allInnerTexts()).toEqual([expect.stringContaining(TASK)]);
  });
});
