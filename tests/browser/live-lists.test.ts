import { ar, en } from '@club/locales';
import { issueAccessToken } from '@club/api';
import type { BrowserContext, Page } from 'playwright-core';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContext, screenshot, type Direction } from '../support/browser';
import { startAnotherInstance, TEST_ADMIN } from '../support/test-app';
import { createUser, type TestUser } from '../api/auth-helpers';
import { seriousViolations } from './support/axe';
import { adminDist, useBrowserApp } from './support/browser-app';
import { signInByRequest } from './support/sign-in';

// Live lists and records (api/src/live, admin/src/live): two people on the same screens, each in a
// browser of their own, see what the other saves without reloading (within 2 s); a record's page
// says who changed it, and an edit form warns before its save would be refused as stale. With
// PostgreSQL the colleague's browser talks to a second API instance on the same database (its
// changes come through LISTEN/NOTIFY); the embedded database has one session, so one instance.
const env = useBrowserApp({ seedDemo: false });
const twoInstances = Boolean(process.env.DATABASE_URL);
let second: { url: string; close(): Promise<void> } | undefined;
const LIVE_WITHIN_MS = 2_000;

let colleague: TestUser;
let colleagueToken: string;
const contexts: BrowserContext[] = [];
/** A page signed in as `identifier`, in its own browser context (its own tab, its own live connection). */
const browse = async (dir: Direction, identifier: string, password: string, url = env.app.url): Promise<Page> => {
  const context = await openContext(env.browser, url, dir);
  contexts.push(context);
  const page = await context.newPage();
  await signInByRequest(page, identifier, password);
  return page;
};
let admins: Page;
let colleagues: Page;
beforeAll(async () => {
  colleague = await createUser(env.app, { role: 'admin', firstName: 'Noura', lastName: 'Haddad' });
  colleagueToken = await issueAccessToken(env.app, colleague.id);
  second = twoInstances ? await startAnotherInstance(env.app, { adminDist }) : undefined;
  [admins, colleagues] = await Promise.all([browse('ltr', TEST_ADMIN.email, TEST_ADMIN.password), browse('rtl', colleague.email, colleague.password, second?.url)]);
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await second?.close();
});

const task = async (title: string) => (await env.app.http.post('/api/tasks').send({ title }).expect(201)).body as { id: string; version: number };
const row = (page: Page, text: string) => page.locator('tbody tr', { hasText: text });

describe(twoInstances ? 'live lists and records, across two API instances' : 'live lists and records', () => {
  it('shows a change saved in one browser in the list open in the other', async () => {
    const { id } = await task('Mark the pitch lines');
    await Promise.all([admins.goto('/tasks'), colleagues.goto('/tasks')]);
    await Promise.all([row(admins, 'Mark the pitch lines').waitFor(), row(colleagues, 'Mark the pitch lines').waitFor()]);
    await admins.goto(`/tasks/${id}`);
    const title = admins.locator('input[name="title"]');
    await title.fill('Mark the pitch lines again');
    await admins.getByRole('button', { name: en.ra.action.save }).click();
    await admins.waitForURL(new RegExp(`/tasks/${id}/show$`));
    await row(colleagues, 'Mark the pitch lines again').waitFor({ timeout: LIVE_WITHIN_MS });
    // A record created meanwhile joins the open list too.
    await task('Order new corner flags');
    await row(colleagues, 'Order new corner flags').waitFor({ timeout: LIVE_WITHIN_MS });
  });

  it('brings an import of many records into the open list, told as one change', async () => {
    await colleagues.goto('/tasks');
    await row(colleagues, 'Order new corner flags').waitFor();
    const csv = ['title', ...Array.from({ length: 150 }, (_, index) => `Check floodlight ${index + 1}`)].join('\n');
    await env.app.http.post('/api/tasks/import').attach('file', Buffer.from(csv), 'tasks.csv').expect(200);
    await colleagues.getByText('Check floodlight', { exact: false }).first().waitFor({ timeout: LIVE_WITHIN_MS });
  });

  it("says on a record's page who changed it just now, in the reader's language", async () => {
    const { id, version } = await task('Book the minibus');
    await colleagues.goto(`/tasks/${id}/show`);
    await colleagues.getByText('Book the minibus').first().waitFor();
    await env.app.http.put(`/api/tasks/${id}`).send({ version, title: 'Book the big bus' }).expect(200);
    const notice = colleagues.locator('.record-changed-notice');
    await notice.getByText(ar.app.live.changedBy.replace('%{name}', `${TEST_ADMIN.firstName} ${TEST_ADMIN.lastName}`)).waitFor({ timeout: LIVE_WITHIN_MS });
    await colleagues.getByText('Book the big bus').first().waitFor({ timeout: LIVE_WITHIN_MS });
    expect(await notice.getAttribute('aria-live')).toBe('polite');
    await screenshot(colleagues, 'live-record-changed-rtl');
  });

  it('warns an edit form that its record changed, keeps what is typed, and reloads it when asked', async () => {
    const { id, version } = await task('Paint the benches');
    await admins.goto(`/tasks/${id}`);
    const title = admins.locator('input[name="title"]');
    await expect.poll(() => title.inputValue()).toBe('Paint the benches');
    await title.fill('Paint the benches green');
    await supertest(env.app.url).put(`/api/tasks/${id}`).set('Authorization', `Bearer ${colleagueToken}`).send({ version, title: 'Paint the benches blue' }).expect(200);
    const banner = admins.locator('.stale-record-banner');
    await banner.getByText(en.app.live.staleBy.replace('%{name}', 'Noura Haddad')).waitFor({ timeout: LIVE_WITHIN_MS });
    // Never reloaded under the person typing.
    expect(await title.inputValue()).toBe('Paint the benches green');
    expect(await seriousViolations(admins)).toEqual([]);
    await screenshot(admins, 'live-stale-edit-ltr');
    const reload = banner.getByRole('button', { name: en.app.live.reload });
    await reload.focus();
    await admins.keyboard.press('Enter');
    await expect.poll(() => title.inputValue()).toBe('Paint the benches blue');
    await expect.poll(() => banner.textContent()).toBe('');
  });
});
