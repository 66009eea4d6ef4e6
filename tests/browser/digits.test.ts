import { useBrowserApp } from './support/browser-app';
import { ar, en } from '@club/locales';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { useSignedInPage } from './support/signed-in-page';

// Issue 46 item 3: one way of writing dates and numbers per language, with two display settings
// every formatter reads: the digits of Arabic screens (Latin by default, or Arabic-Indic) and
// where Hijri dates show (on the fields the schema marks, or on every date).

const env = useBrowserApp({ seedDemo: false });
const ARABIC_INDIC = /[٠-٩]/;
const LATIN = /[0-9]/;
let taskId = '';

beforeAll(async () => {
  taskId = (await env.app.http.post('/api/tasks').send({ title: 'Digits drill', status: 'todo', dueDate: '2026-11-28' }).expect(201)).body.id;
  await env.app.http.put(`/api/tasks/${taskId}`).send({ title: 'Digits drill', status: 'in progress', dueDate: '2026-11-28' }).expect(200);
  const me = (await env.app.http.get('/api/auth/me').expect(200)).body.user;
  // Notifications are the server's own rows (read-only through the API): one written as the server writes it.
  const table = env.app.crud.table('notificationRecipients');
  const notice = { userId: me.id, kind: 'assigned', resource: 'tasks', recordId: taskId, title: 'Digits drill', link: `/tasks/${taskId}/show` };
  await env.app.pool.query(
    `INSERT INTO ${table.table} (${Object.keys(notice).map((field) => table.column(field)).join(', ')}) VALUES (${Object.keys(notice).map((_, index) => `$${index + 1}`).join(', ')})`,
    Object.values(notice),
  );
});

const setCookie = (page: Page, name: string, value: string) => page.context().addCookies([{ name, value, url: env.app.url }]);
const texts = async (page: Page) => {
  await page.goto(`/tasks?filter=${encodeURIComponent(JSON.stringify({ q: 'Digits drill' }))}`);
  const cell = page.locator('tbody tr td.column-dueDate').first();
  await expect.poll(() => cell.innerText()).not.toBe('');
  const list = await cell.innerText();
  await page.goto(`/tasks/${taskId}/show`);
  const field = page.locator('.show-page .ra-field-dueDate');
  await expect.poll(() => field.innerText()).not.toBe('');
  const show = await field.innerText();
  const historyTime = page.locator('.record-history .MuiTypography-caption').first();
  await expect.poll(() => historyTime.count()).toBe(1);
  const history = await historyTime.innerText();
  await page.locator('.notification-bell').click();
  const notice = page.locator('.notification-item').first();
  await notice.waitFor();
  const notification = (await notice.innerText()).replace('Digits drill', '');
  await page.keyboard.press('Escape');
  return { list, show, history, notification };
};

describe('in Arabic', () => {
  const session = useSignedInPage(env, 'rtl');

  it('writes Latin digits by default, Arabic-Indic ones when the setting says, on a list, a show page, the history and a notification', async () => {
    const { page } = session;
    for (const [name, value] of Object.entries(await texts(page))) {
      expect(value, name).toMatch(LATIN);
      expect(value, name).not.toMatch(ARABIC_INDIC);
    }
    await page.goto('/settings/display');
    await page.locator('input[name="digits"][value="arab"]').check();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'digits')?.value).toBe('arab');
    await screenshot(page, 'settings-display-digits-rtl');
    const arabic = await texts(page);
    for (const [name, value] of Object.entries(arabic)) {
      expect(value, name).toMatch(ARABIC_INDIC);
      expect(value, name).not.toMatch(LATIN);
    }
    expect(arabic.list).toContain('٢٨');
    await page.goto(`/tasks/${taskId}/show`);
    await page.locator('.show-page .ra-field-dueDate').waitFor();
    await screenshot(page, 'digits-arabic-indic-show-rtl');
    await setCookie(page, 'digits', 'latn');
  });

  it('shows the Hijri day beside every date when the setting says, and the picked day under a date input', async () => {
    const { page } = session;
    await page.goto(`/tasks/${taskId}/show`);
    await page.locator('.show-page .ra-field-dueDate').waitFor();
    // tasks.dueDate is not marked hijri.
    expect(await page.locator('.show-page .ra-field-dueDate .hijri-date').count()).toBe(0);
    await page.goto('/settings/display');
    await page.locator('input[name="hijri"][value="all"]').check();
    await page.goto(`/tasks/${taskId}/show`);
    const hijri = page.locator('.show-page .ra-field-dueDate .hijri-date');
    await expect.poll(() => hijri.count()).toBe(1);
    // 28 Nov 2026 is 18 Jumada II 1448 in Umm al-Qura.
    expect(await hijri.innerText()).toContain('1448');
    await screenshot(page, 'digits-hijri-everywhere-rtl');
    await page.goto(`/tasks/${taskId}/edit`);
    const hint = page.locator('.date-input-hint');
    await expect.poll(() => hint.innerText()).toContain('2026');
    expect(await hint.innerText()).toContain('1448');
    expect(await page.locator('input[name="dueDate"]').getAttribute('lang')).toBe('ar');
    await screenshot(page, 'date-input-hint-rtl');
    await setCookie(page, 'hijri', 'marked');
  });
});

describe('in English', () => {
  const session = useSignedInPage(env, 'ltr');

  it('keeps Latin digits whatever the Arabic setting, and offers both settings', async () => {
    const { page } = session;
    await setCookie(page, 'digits', 'arab');
    const written = await texts(page);
    for (const [name, value] of Object.entries(written)) expect(value, name).not.toMatch(ARABIC_INDIC);
    expect(written.list).toBe('28 Nov 2026');
    await page.goto('/settings/display');
    await expect.poll(() => page.getByText(en.app.settings.display.digits, { exact: true }).count()).toBe(1);
    expect(await page.getByText(en.app.settings.display.hijri, { exact: true }).count()).toBe(1);
    expect(ar.app.settings.display.digitChoices.arab).toContain('١٢٣');
    await screenshot(page, 'settings-display-digits-ltr');
  });
});
