import { useBrowserApp } from './support/browser-app';
import { describe, expect, it } from 'vitest';
import { openContext, screenshot, type Direction } from '../support/browser';
import { TEST_ADMIN } from '../support/test-app';
import { signInThroughPage } from './support/sign-in';

const env = useBrowserApp({ seedDemo: false });

const storedAuth = (page: import('playwright-core').Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage') ?? 'null'));

describe.each([['rtl', 'كلمة المرور'], ['ltr', 'password']] as const)('sign-in in %s', (dir: Direction, passwordWord) => {
  it('sends a signed-out visitor to /sign-in with a redirect, and back after signing in', async () => {
    const context = await openContext(env.browser, env.app.url, dir);
    const page = await context.newPage();
    await page.goto('/tasks?page=1');
    await page.waitForURL(/\/sign-in\?redirect=%2Ftasks/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/tasks?page=1');
    await page.locator('input[name="identifier"]').waitFor();
    await screenshot(page, `sign-in-${dir}`);
    await page.locator('input[name="identifier"]').fill(TEST_ADMIN.email);
    await page.locator('input[name="password"]').fill(TEST_ADMIN.password);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL((url) => url.pathname === '/tasks');
    const stored = await storedAuth(page);
    expect(stored.state.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored.state.user.email).toBe(TEST_ADMIN.email);
    expect(JSON.stringify(stored)).not.toMatch(/password/i);
    await context.close();
  });

  it('refuses a wrong password with a message in the language of the screen', async () => {
    const context = await openContext(env.browser, env.app.url, dir);
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.9.${dir === 'rtl' ? 1 : 2}.1` });
    await page.goto('/sign-in');
    await page.locator('input[name="identifier"]').fill(TEST_ADMIN.email);
    await page.locator('input[name="password"]').fill('not-the-password-1');
    await page.locator('form button[type=submit]').click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain(passwordWord);
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect((await storedAuth(page))?.state?.accessToken ?? '').toBe('');
    await context.close();
  });

  it('signs out from the user menu, after which the screens ask to sign in again', async () => {
    const context = await openContext(env.browser, env.app.url, dir);
    const page = await context.newPage();
    await signInThroughPage(page, TEST_ADMIN.username, TEST_ADMIN.password);
    await page.getByRole('button', { name: `${TEST_ADMIN.firstName} ${TEST_ADMIN.lastName}` }).click();
    await page.getByRole('menuitem').last().click();
    await page.waitForURL(/\/sign-in$/);
    expect((await storedAuth(page)).state).toEqual({ user: null, accessToken: '' });
    await page.goto('/facilities');
    await page.waitForURL(/\/sign-in\?redirect=%2Ffacilities/);
    await context.close();
  });
});

it('never follows a redirect to another site', async () => {
  const context = await openContext(env.browser, env.app.url, 'ltr');
  const page = await context.newPage();
  await signInThroughPage(page, TEST_ADMIN.email, TEST_ADMIN.password, '/sign-in?redirect=//evil.example/x');
  expect(new URL(page.url()).origin).toBe(env.app.url);
  expect(new URL(page.url()).pathname).toBe('/');
  await context.close();
});
