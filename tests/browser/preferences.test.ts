import { useBrowserApp } from './support/browser-app';
import { ar, en } from '@club/locales';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContext, screenshot, type Direction } from '../support/browser';
import { TEST_ADMIN } from '../support/test-app';
import { signInByRequest, signInThroughPage } from './support/sign-in';
import { formForTwo } from './support/plural';

// SPEC §3, §4, §9: the dir, font and theme cookies (365 days, invalid values fall back to the
// defaults), live switching, the settings pages of §2, the command palette, and changing one's
// own password from /settings/account.

const env = useBrowserApp({ seedDemo: false });
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const MESSAGES = { ltr: en, rtl: ar } as const;

const htmlDirLang = (page: Page) => page.evaluate(() => [document.documentElement.dir, document.documentElement.lang]);
const bodyStyle = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { font: style.fontFamily, background: style.backgroundColor };
  });
const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((candidate) => candidate.name === name);
const expectYearLong = (expires: number | undefined) => {
  const remaining = (expires ?? 0) - Date.now() / 1000;
  expect(remaining).toBeGreaterThan(YEAR_SECONDS - 120);
  expect(remaining).toBeLessThan(YEAR_SECONDS + 120);
};
const heading = (page: Page) => page.locator('main h1').first();

const LIGHT_BACKGROUND = 'rgb(250, 250, 251)';
const DARK_BACKGROUND = 'rgb(18, 20, 23)';

describe('preferences', () => {
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    context = await openContext(env.browser, env.app.url, 'ltr');
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.emulateMedia({ colorScheme: 'light' });
    await signInByRequest(page, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(async () => {
    await context?.close();
    expect(errors).toEqual([]);
  });

  it('switches the direction live, writes dir for 365 days, and resets to rtl', async () => {
    await page.goto('/settings/display');
    await expect.poll(() => heading(page).innerText()).toBe(en.app.settings.display.title);
    expect(await htmlDirLang(page)).toEqual(['ltr', 'en']);
    await screenshot(page, 'settings-display-ltr');

    await page.locator('input[name="direction"][value="rtl"]').check();
    await expect.poll(() => htmlDirLang(page)).toEqual(['rtl', 'ar']);
    await expect.poll(() => heading(page).innerText()).toBe(ar.app.settings.display.title);
    expect((await cookie(context, 'dir'))?.value).toBe('rtl');
    expectYearLong((await cookie(context, 'dir'))?.expires);
    await screenshot(page, 'settings-display-rtl');

    await page.locator('input[name="direction"][value="ltr"]').check();
    await expect.poll(() => htmlDirLang(page)).toEqual(['ltr', 'en']);
    await page.getByRole('button', { name: en.app.settings.display.resetDirection }).click();
    await expect.poll(() => htmlDirLang(page)).toEqual(['rtl', 'ar']);
    expect((await cookie(context, 'dir'))?.value).toBe('rtl');
    // Still rtl after a reload: the cookie, not the page, holds it.
    await page.reload();
    await expect.poll(() => heading(page).innerText()).toBe(ar.app.settings.display.title);
    expect(await htmlDirLang(page)).toEqual(['rtl', 'ar']);
  });

  it('starts the sidebar groups as the display settings say', async () => {
    await page.goto('/settings/display');
    const groupLabel = ar.menu.groups.users;
    const sidebarGroup = () => page.getByRole('button', { name: groupLabel, exact: true });
    // Only the current page's group opens by itself; the users group is not this page's.
    await expect.poll(() => sidebarGroup().getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('checkbox', { name: groupLabel, exact: true }).check();
    await expect.poll(() => sidebarGroup().getAttribute('aria-expanded')).toBe('true');
    // Folded by hand, it starts open again at the next start.
    await sidebarGroup().click();
    await expect.poll(() => sidebarGroup().getAttribute('aria-expanded')).toBe('false');
    await page.reload();
    await expect.poll(() => sidebarGroup().getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('checkbox', { name: groupLabel, exact: true }).uncheck();
    await expect.poll(() => sidebarGroup().getAttribute('aria-expanded')).toBe('false');
  });

  it("opens the current page's group only, keeps its link in view, and lists recent and pinned screens", async () => {
    // A page of its own, in Arabic, with the sidebar's stored state fresh.
    const arabic = await openContext(env.browser, env.app.url, 'rtl');
    const page = await arabic.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await signInByRequest(page, TEST_ADMIN.email, TEST_ADMIN.password);
    const words = ar.menu;
    const goByPalette = async (label: string) => {
      await page.keyboard.press('Control+K');
      const options = page.getByRole('dialog').getByRole('option');
      await page.getByRole('dialog').waitFor();
      await page.keyboard.type(label);
      await expect.poll(() => options.first().innerText()).toBe(label);
      await page.keyboard.press('Enter');
    };
    const group = (name: string) => page.getByRole('button', { name, exact: true });
    const current = page.locator('nav.club-menu [role="group"] a[aria-current="page"]');
    const inView = async () => {
      const box = (await current.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= page.viewportSize()!.height;
    };
    await page.goto('/hr/employees');
    await expect.poll(() => group(words.groups.hr).getAttribute('aria-expanded')).toBe('true');
    expect(await group(words.groups.internalOps).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => current.getAttribute('href')).toBe('/hr/employees');

    // To the tasks (the last group) through the palette: HR folds again, the tasks' group opens
    // and the sidebar scrolls to its link.
    await goByPalette(formForTwo(ar.resources.tasks!.name, 'rtl'));
    await page.waitForURL((url) => url.pathname === '/tasks');
    await expect.poll(() => group(words.groups.internalOps).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => group(words.groups.hr).getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => current.getAttribute('href')).toBe('/tasks');
    await expect.poll(inView).toBe(true);
    // A group opened by hand stays open when the person moves on.
    await group(words.groups.hr).click();
    await goByPalette(ar.screens.home.title);
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => group(words.groups.internalOps).getAttribute('aria-expanded')).toBe('false');
    expect(await group(words.groups.hr).getAttribute('aria-expanded')).toBe('true');

    // The screens opened last, newest first, above the groups.
    const recent = page.getByRole('group', { name: words.recent, exact: true }).getByRole('link');
    await expect.poll(() => recent.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/tasks', '/hr/employees']);

    // Pinned from the app bar, kept after a reload, never marked as the current page twice.
    await page.goto('/tasks');
    const pin = page.getByRole('button', { name: words.pin, exact: true });
    await expect.poll(() => pin.getAttribute('aria-pressed')).toBe('false');
    await pin.click();
    await expect.poll(() => pin.getAttribute('aria-pressed')).toBe('true');
    const pinned = page.getByRole('group', { name: words.pinned, exact: true }).getByRole('link');
    await expect.poll(() => pinned.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/tasks']);
    await page.reload();
    await expect.poll(() => pinned.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/tasks']);
    expect(await page.locator('nav.club-menu a[aria-current="page"]').count()).toBe(1);
    await screenshot(page, 'sidebar-pinned-rtl');
    await pin.click();
    await expect.poll(() => pinned.count()).toBe(0);
    await arabic.close();
  });

  it('switches the font live and writes font for 365 days (Cairo by default in rtl)', async () => {
    await page.goto('/settings/appearance');
    await expect.poll(async () => (await bodyStyle(page)).font).toMatch(/^"?Cairo/);
    await page.locator('input[name="font"][value="manrope"]').check();
    await expect.poll(async () => (await bodyStyle(page)).font).toMatch(/^"?Manrope/);
    expect((await cookie(context, 'font'))?.value).toBe('manrope');
    expectYearLong((await cookie(context, 'font'))?.expires);
    await page.locator('input[name="font"][value="inter"]').check();
    await expect.poll(async () => (await bodyStyle(page)).font).toMatch(/^"?Inter/);
  });

  it('switches the theme, writes theme for 365 days, and follows the system live when it is system', async () => {
    await page.goto('/settings/appearance');
    await expect.poll(async () => (await bodyStyle(page)).background).toBe(LIGHT_BACKGROUND);
    await page.locator('input[name="theme"][value="dark"]').check();
    await expect.poll(async () => (await bodyStyle(page)).background).toBe(DARK_BACKGROUND);
    expect((await cookie(context, 'theme'))?.value).toBe('dark');
    expectYearLong((await cookie(context, 'theme'))?.expires);
    await screenshot(page, 'settings-appearance-dark-rtl');
    const signInPage = await context.newPage();
    await signInPage.goto('/sign-in-2');
    await signInPage.locator('input[name="identifier"]').waitFor();
    expect((await bodyStyle(signInPage)).background).toBe(DARK_BACKGROUND);
    await screenshot(signInPage, 'sign-in-2-dark-rtl');
    await signInPage.close();

    await page.locator('input[name="theme"][value="system"]').check();
    await expect.poll(async () => (await bodyStyle(page)).background).toBe(LIGHT_BACKGROUND);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(async () => (await bodyStyle(page)).background).toBe(DARK_BACKGROUND);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(async () => (await bodyStyle(page)).background).toBe(LIGHT_BACKGROUND);
    expect((await cookie(context, 'theme'))?.value).toBe('system');

    // The app bar's toggle picks the opposite of what is shown.
    await page.getByRole('button', { name: ar.app.theme.switchToDark }).click();
    await expect.poll(async () => (await bodyStyle(page)).background).toBe(DARK_BACKGROUND);
    expect((await cookie(context, 'theme'))?.value).toBe('dark');
    await page.getByRole('button', { name: ar.app.theme.switchToLight }).click();
    await expect.poll(async () => (await bodyStyle(page)).background).toBe(LIGHT_BACKGROUND);
  });

  it('falls back to the defaults for invalid cookie values', async () => {
    const { hostname } = new URL(env.app.url);
    await context.addCookies(['dir=sideways', 'font=comic-sans', 'theme=neon'].map((pair) => {
      const [name, value] = pair.split('=') as [string, string];
      return { name, value, domain: hostname, path: '/' };
    }));
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/settings');
    await expect.poll(() => heading(page).innerText()).toBe(ar.app.settings.title);
    expect(await htmlDirLang(page)).toEqual(['rtl', 'ar']);
    const style = await bodyStyle(page);
    expect(style.font).toMatch(/^"?Cairo/);
    // theme=neon is `system`: the emulated dark scheme shows.
    expect(style.background).toBe(DARK_BACKGROUND);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(async () => (await bodyStyle(page)).background).toBe(LIGHT_BACKGROUND);
  });

  describe.each(['ltr', 'rtl'] as const)('settings pages in %s', (dir: Direction) => {
    it('open at their paths with translated headings', async () => {
      const { hostname } = new URL(env.app.url);
      await context.addCookies([{ name: 'dir', value: dir, domain: hostname, path: '/' }]);
      const texts = MESSAGES[dir].app.settings;
      const pages: [string, string][] = [
        ['/settings', texts.title],
        ['/settings/account', texts.account.title],
        ['/settings/appearance', texts.appearance.title],
        ['/settings/display', texts.display.title],
        ['/settings/notifications', texts.notifications.title],
      ];
      for (const [path, title] of pages) {
        await page.goto(path);
        await expect.poll(() => heading(page).innerText()).toBe(title);
        expect(new URL(page.url()).pathname).toBe(path);
        expect(await htmlDirLang(page)).toEqual([dir, dir === 'rtl' ? 'ar' : 'en']);
        await screenshot(page, `settings${path.slice('/settings'.length).replace('/', '-') || '-index'}-${dir}`);
      }
    });

    it('opens the command palette with Ctrl+K, filters as one types, and goes where Enter says', async () => {
      await page.goto('/settings');
      await heading(page).waitFor();
      const dialog = page.getByRole('dialog');
      const options = dialog.getByRole('option');
      await page.keyboard.press('Control+K');
      await dialog.waitFor();
      const all = await options.count();
      expect(all).toBeGreaterThan(10);
      const label = MESSAGES[dir].app.settings.notifications.pageTitle;
      await page.keyboard.type(label);
      await expect.poll(() => options.count()).toBeLessThan(all);
      await expect.poll(() => options.first().innerText()).toBe(label);
      await screenshot(page, `palette-${dir}`);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/settings/notifications');
      await expect.poll(() => dialog.count()).toBe(0);

      // A resource's list, by its translated plural name; Esc closes without going anywhere.
      await page.keyboard.press('Control+K');
      await page.keyboard.type(formForTwo(MESSAGES[dir].resources.tasks!.name, dir));
      await expect.poll(() => options.first().innerText()).toBe(formForTwo(MESSAGES[dir].resources.tasks!.name, dir));
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/settings/notifications');
    });
  });
});

describe('changing one’s password from /settings/account', () => {
  it('refuses a wrong current password, changes it, keeps this tab signed in, and the new password signs in', async () => {
    const username = `settings.pw.${Date.now() % 1_000_000}`;
    const oldPassword = 'Old-Touchline-2026';
    const newPassword = 'New-Touchline-2027';
    await env.app.http
      .post('/api/users')
      .send({ firstName: 'Hala', lastName: 'Mansour', username, email: `${username}@club.sa`, roleId: 'cashier', status: 'active', password: oldPassword })
      .expect(201);
    const context = await openContext(env.browser, env.app.url, 'ltr');
    const page = await context.newPage();
    await signInThroughPage(page, username, oldPassword);
    await page.goto('/settings/account');
    const texts = en.app.settings.account;
    const fill = async (current: string, next: string, confirm: string) => {
      await page.locator('input[name="currentPassword"]').fill(current);
      await page.locator('input[name="newPassword"]').fill(next);
      await page.locator('input[name="confirmPassword"]').fill(confirm);
      await page.locator('form[aria-label="' + texts.changePassword + '"] button[type=submit]').click();
    };
    await expect.poll(() => page.locator('input[name="firstName"]').inputValue()).toBe('Hala');

    await fill(oldPassword, newPassword, 'Something-Else-1');
    await expect.poll(() => page.getByText(texts.passwordsDiffer).count()).toBe(1);

    await fill('Not-My-Password-1', newPassword, newPassword);
    // argon2 takes its time: the server's answers get longer than expect.poll's default second.
    const slow = { timeout: 10_000 };
    await expect.poll(() => page.locator('.MuiFormHelperText-root').allInnerTexts(), slow).toContain('The current password is not correct');
    const tokenBefore = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage')!).state.accessToken as string);

    await fill(oldPassword, newPassword, newPassword);
    await expect.poll(() => page.getByText(texts.passwordChanged).count(), slow).toBeGreaterThan(0);
    await screenshot(page, 'settings-account-password-changed-ltr');
    const tokenAfter = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-storage')!).state.accessToken as string);
    expect(tokenAfter).not.toBe(tokenBefore);

    // This tab is still signed in, after a reload too (the refresh cookie was renewed).
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('auth-storage')!);
      stored.state.accessToken = 'expired.access.token';
      localStorage.setItem('auth-storage', JSON.stringify(stored));
    });
    await page.goto('/settings/account');
    await expect.poll(() => page.locator('input[name="firstName"]').inputValue(), slow).toBe('Hala');
    expect(new URL(page.url()).pathname).toBe('/settings/account');

    const fresh = await env.browser.newContext({ baseURL: env.app.url });
    const other = await fresh.newPage();
    const signIn = (password: string) => other.request.post('/api/auth/sign-in', { data: { username, password } });
    expect((await signIn(oldPassword)).status()).toBe(401);
    expect((await signIn(newPassword)).status()).toBe(200);
    await fresh.close();
    await context.close();
  });
});
