import { useBrowserApp } from './support/browser-app';
import { ar, en } from '@club/locales';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContext, screenshot, type Direction } from '../support/browser';
import { TEST_ADMIN } from '../support/test-app';
import { signInByRequest } from './support/sign-in';

// The shell's feedback (SPEC §2, §4, §8, §9): the toaster, the top progress bar, the error
// pages, unknown addresses and a server error on a list.

const env = useBrowserApp({ seedDemo: false });

const toaster = (page: Page) => page.locator('section[aria-label="Notifications"]');
const toasts = (page: Page) => page.locator('[data-sonner-toast]');

const newPage = async (dir: Direction): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await openContext(env.browser, env.app.url, dir);
  return { context, page: await context.newPage() };
};

/** Creates a task through its form, as a person does; react-admin then notifies "created". */
const createTask = async (page: Page, title: string) => {
  await page.goto('/tasks/create');
  await page.locator('form input[name="title"]').fill(title);
  await page.locator('form button[type=submit]').click();
};

describe.each([['ltr', en], ['rtl', ar]] as const)('error pages in %s', (dir: Direction, messages) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => ({ context, page } = await newPage(dir)));
  afterAll(() => context?.close());
  const texts = messages.app.errorPages;

  it.each([
    ['/401', 401, texts.unauthorized],
    ['/403', 403, texts.forbidden],
    ['/404', 404, texts.notFound],
    ['/500', 500, texts.internalServerError],
    ['/503', 503, texts.maintenance],
    ['/errors/404', 404, texts.notFound],
    ['/errors/500', 500, texts.internalServerError],
    ['/errors/401', 401, texts.unauthorized],
    ['/errors/teapot', 404, texts.notFound],
  ])('%s shows %i with its texts and both buttons', async (path, status, page_) => {
    await page.goto(path);
    const main = page.locator('main');
    await main.getByRole('heading', { name: page_.title }).waitFor();
    expect(await main.locator('p, h1, button').allTextContents()).toEqual([String(status), page_.title, page_.description, texts.goBack, texts.backToHome]);
    expect(await page.locator('html').getAttribute('dir')).toBe(dir);
    const back = (await main.getByRole('button', { name: texts.goBack }).boundingBox())!;
    const home = (await main.getByRole('button', { name: texts.backToHome }).boundingBox())!;
    // The buttons read in the direction of the text: Go Back first.
    expect(dir === 'ltr' ? back.x < home.x : back.x > home.x).toBe(true);
    if (path === '/404' || path === '/500') await screenshot(page, `error-${status}-${dir}`);
  });
});

it('quotes the spec on /404 and /500', () => {
  expect(en.app.errorPages.notFound).toEqual({
    title: 'Oops! Page Not Found!',
    description: "It seems like the page you're looking for does not exist or might have been removed.",
  });
  expect(en.app.errorPages.internalServerError).toEqual({
    title: "Oops! Something went wrong :')",
    description: 'We apologize for the inconvenience. Please try again later.',
  });
  expect([en.app.errorPages.goBack, en.app.errorPages.backToHome]).toEqual(['Go Back', 'Back to Home']);
  expect(en.app.toaster.label).toBe('Notifications');
});

describe('signed in', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage('ltr'));
    await signInByRequest(page, TEST_ADMIN.email, TEST_ADMIN.password);
  });
  afterAll(() => context?.close());

  it('shows a save as a toast at the bottom right, labelled "Notifications", gone after about 5 s', async () => {
    await createTask(page, 'Toast me');
    // The toast names the record it saved (not "Element created").
    const toast = toasts(page).filter({ hasText: 'Task Toast me created' });
    await toast.waitFor();
    const shownAt = Date.now();
    const list = toaster(page).locator('ol[data-sonner-toaster]');
    expect(await list.getAttribute('data-x-position')).toBe('right');
    expect(await list.getAttribute('data-y-position')).toBe('bottom');
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x).toBeGreaterThan(viewport.width / 2);
    expect(box.y).toBeGreaterThan(viewport.height / 2);
    await screenshot(page, 'toast-ltr');
    await page.mouse.move(10, 10);
    await toast.waitFor({ state: 'detached', timeout: 12_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(3_000);
  });

  it('moves the focus to the toasts with Alt+T', async () => {
    await createTask(page, 'Focus me');
    await toasts(page).first().waitFor();
    // Announced from a polite live region, the focus left where the person was working.
    expect(await page.locator('section[aria-label="Notifications"]').getAttribute('aria-live')).toBe('polite');
    expect(await page.evaluate(() => !!document.querySelector('section[aria-label="Notifications"]')?.contains(document.activeElement))).toBe(false);
    await page.keyboard.press('Alt+KeyT');
    await expect
      .poll(() => page.evaluate(() => !!document.querySelector('section[aria-label="Notifications"]')?.contains(document.activeElement)))
      .toBe(true);
  });
  it('goes back from an error page with Go Back, and home with Back to Home', async () => {
    await page.goto('/tasks');
    await page.goto('/404');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL((url) => url.pathname === '/tasks');
    await page.goto('/500');
    // Home ("/") opens the first screen of the menu at once, so watch the addresses passed.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => visited.push(new URL(frame.url()).pathname));
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname !== '/500');
    expect(visited).toContain('/');
  });

  it('shows the 404 page inside the shell for an unknown address', async () => {
    await page.goto('/no/such/page');
    await page.locator('#main-content h1', { hasText: 'Oops! Page Not Found!' }).waitFor();
    await page.locator('#main-content').getByText(en.app.errorPages.notFound.description).waitFor();
    await page.locator('#main-content').getByText('404', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
    await screenshot(page, 'error-404-in-layout-ltr');
  });

  it('shows a 2 px progress bar at the top while a list loads slowly', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/tasks\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/tasks');
    const bar = page.locator('.ShellTopProgress');
    await bar.waitFor();
    const box = (await bar.boundingBox())!;
    expect(await bar.evaluate((element) => getComputedStyle(element).height)).toBe('2px');
    expect(box.y).toBe(0);
    expect(box.width).toBe(page.viewportSize()!.width);
    release();
    await bar.waitFor({ state: 'detached' });
    await page.unroute(/\/api\/tasks\?/);
  });

  it('answers a 500 on a list with one "Internal Server Error!" toast and the /500 page', async () => {
    await page.route(/\/api\/tasks\?/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal server error' }) }),
    );
    await page.goto('/tasks');
    await page.waitForURL((url) => url.pathname === '/500');
    const toast = toasts(page).filter({ hasText: 'Internal Server Error!' });
    await toast.waitFor();
    await page.getByRole('heading', { name: en.app.errorPages.internalServerError.title }).waitFor();
    await page.waitForTimeout(300);
    expect(await toast.count()).toBe(1);
    await screenshot(page, 'error-500-after-api-ltr');
    await page.unroute(/\/api\/tasks\?/);
  });

  // Last: it ends the session.
  it('answers a 401 the session cannot survive with one "Session expired!" toast and sign-in', async () => {
    const unauthorized = { status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'Unauthorized' }) };
    await page.route(/\/api\/tasks\?/, (route) => route.fulfill(unauthorized));
    await page.route(/\/api\/auth\/refresh/, (route) => route.fulfill(unauthorized));
    await page.goto('/tasks?page=2');
    await page.waitForURL(/\/sign-in\?redirect=%2Ftasks%3Fpage%3D2/);
    const toast = toasts(page).filter({ hasText: 'Session expired!' });
    await toast.waitFor();
    await page.waitForTimeout(300);
    expect(await toast.count()).toBe(1);
  });
});

it('sends a signed-out visitor of an unknown address to sign in, with the redirect', async () => {
  const { context, page } = await newPage('ltr');
  await page.goto('/no/such/page');
  await page.waitForURL(/\/sign-in\?redirect=%2Fno%2Fsuch%2Fpage$/);
  await context.close();
});
