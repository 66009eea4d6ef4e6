import { routesOf } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import type { BrowserContext, Page } from 'playwright-core';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContext, type Direction } from '../support/browser';
import { TEST_ADMIN } from '../support/test-app';
import { seriousViolations, type Violation } from './support/axe';
import { useBrowserApp } from './support/browser-app';
import { navigate } from './support/navigate';
import { shows } from './support/shows';
import { signInByRequest } from './support/sign-in';

// WCAG 2.2 AA by axe-core (issue 19): every kind of screen, in English and Arabic, light and dark,
// with no serious or critical violation. The screens come from the schema (every resource's list,
// every custom screen), so a screen added later is checked without a line here.
const registry = await loadRegistry();
const env = useBrowserApp({ seedDemo: true });

const overridden = (name: string) => existsSync(resolve(import.meta.dirname, `../../admin/src/overrides/${name}`));
/** Screens of their own: custom screens (but the home, checked in every variant), lists with overrides, calendars. */
const OWN_SCREENS = [
  ...registry.screens.filter((screen) => screen.route !== '/').map((screen) => screen.route),
  ...registry.resources.filter((resource) => overridden(resource.name)).flatMap((resource) => routesOf(resource).slice(0, 1).map((entry) => entry.route)),
  // The calendar of every list that offers one (admin/src/views/calendar).
  ...registry.resources.filter((resource) => resource.calendar).map((resource) => `${resource.route}?view=calendar`),
];

/** The leave screens of issue 48 drawn by the generic views (their calendar is among OWN_SCREENS). */
const LEAVE_SCREENS = ['/hr/LeaveTypes', '/hr/LeaveTypes/create', '/hr/LeaveBalances', '/hr/LeaveMovements'];

/** The pages before signing in (the sign-in page itself is checked in every variant). */
const PUBLIC_PAGES = ['/sign-in-2', '/forgot-password', '/otp', '/sign-up', '/clerk/sign-in', '/401', '/403', '/500', '/503'];
/** The shell's own pages beyond the ones checked in every variant. */
const SHELL_PAGES = ['/settings', '/settings/account', '/settings/display', '/settings/notifications', '/clerk/user-management'];

const SIDEBAR = 'nav.club-menu';

type Variant = { dir: Direction; theme: 'light' | 'dark' };
const VARIANTS: Variant[] = [
  { dir: 'ltr', theme: 'light' },
  { dir: 'rtl', theme: 'light' },
  { dir: 'ltr', theme: 'dark' },
  { dir: 'rtl', theme: 'dark' },
];

const report = (where: string, violations: Violation[]) =>
  violations.map((violation) => `${where}: ${violation.rule} (${violation.impact}) ${violation.help}\n    ${violation.targets.join('\n    ')}`);

/**
 * Waits until the screen has drawn: its one h1 is up and nothing is loading (a determinate bar is
 * content, a poll's results, or the top bar full for a moment after the load ended).
 */
const settled = async (page: Page) => {
  await shows(page, 'h1');
  await page
    .waitForFunction(() => !document.querySelector('.MuiLinearProgress-indeterminate, .MuiCircularProgress-indeterminate, [aria-busy="true"]'), undefined, { timeout: 10_000, polling: 50 })
    .catch(() => undefined);
};

const open = async (context: BrowserContext) => {
  const page = await context.newPage();
  return page;
};

const contextFor = async ({ dir, theme }: Variant) => {
  const context = await openContext(env.browser, env.app.url, dir);
  await context.addCookies([{ name: 'theme', value: theme, domain: new URL(env.app.url).hostname, path: '/' }]);
  return context;
};

describe.each(VARIANTS)('accessibility, $dir, $theme', (variant) => {
  let context: BrowserContext;
  let page: Page;
  const found: string[] = [];
  let sidebarChecked = false;

  beforeAll(async () => {
    context = await contextFor(variant);
    page = await open(context);
  });
  afterAll(async () => {
    await context?.close();
    if (process.env.AXE_REPORT && found.length) console.log(`\n=== ${variant.dir} ${variant.theme}\n${found.join('\n')}`);
  });

  const check = async (where: string) => {
    try {
      await settled(page);
    } catch (error) {
      if (!process.env.AXE_REPORT) throw error;
      found.push(`${where}: no h1`);
      return;
    }
    // The sidebar is the same on every signed-in screen: checked on the first of them in each variant.
    const sidebar = await page.locator(SIDEBAR).count();
    const violations = report(where, await seriousViolations(page, sidebar && sidebarChecked ? [SIDEBAR] : []));
    sidebarChecked ||= sidebar > 0;
    found.push(...violations);
    if (!process.env.AXE_REPORT) expect(violations).toEqual([]);
  };

  /** This variant's share of pages checked once each, in one of the four variants in turn (AXE_EVERY_VARIANT=1: all of them, in each). */
  const share = (paths: string[]) => (process.env.AXE_EVERY_VARIANT ? paths : paths.filter((_path, index) => index % VARIANTS.length === VARIANTS.indexOf(variant)));

  it('the sign-in page and the other pages before signing in', async () => {
    for (const path of ['/sign-in', ...share(PUBLIC_PAGES)]) {
      await page.goto(path);
      await check(path);
    }
  });

  it('the signed-in shell: home, a list, a record, its forms, settings, an error page', { timeout: 120_000 }, async () => {
    await signInByRequest(page, TEST_ADMIN.email, TEST_ADMIN.password);
    const task = (await env.app.http.get('/api/tasks').query({ range: '[0,0]' }).expect(200)).body[0] as { id: string };
    for (const path of ['/', '/tasks', `/tasks/${task.id}/show`, `/tasks/${task.id}`, '/tasks/create', '/settings/appearance', '/no-such-page', ...share(SHELL_PAGES)]) {
      await navigate(page, path);
      await check(path);
    }
  });

  // Every custom screen, and every resource with parts of its own (admin/src/overrides/{name}),
  // each in one of the four variants in turn: contrast is the theme's, mirroring the direction's,
  // and the generic screens they share are checked in all four above.
  it('every custom screen and every resource with screens of its own', { timeout: 600_000 }, async () => {
    for (const path of share([...OWN_SCREENS, ...LEAVE_SCREENS])) {
      await navigate(page, path);
      await check(path);
    }
  });

  // A leave request's form once its days and balance are shown (admin/src/overrides/employeeRequests/FormPanel.tsx).
  it('the leave request form with its days and balance', async () => {
    const [employee] = (await env.app.http.get('/api/employees').query({ filter: JSON.stringify({ status: 'active' }), range: '[0,0]' }).expect(200)).body as { id: string }[];
    const values = { employeeId: employee!.id, type: 'annualLeave', startDate: '2031-01-05', endDate: '2031-01-12' };
    await navigate(page, `/hr/AutomatedRequests/create?source=${encodeURIComponent(JSON.stringify(values))}`);
    await shows(page, '.leave-preview-after');
    await check('/hr/AutomatedRequests/create (a leave)');
  });
});

describe('the check itself', () => {
  it('finds a critical and a serious violation put on a page, and leaves out the part it is told to skip', async () => {
    const context = await contextFor(VARIANTS[0]!);
    try {
      const page = await open(context);
      await page.goto('/sign-in');
      await settled(page);
      await page.evaluate(() => {
        for (const id of ['planted', 'skipped']) {
          const box = document.createElement('div');
          box.id = id;
          // A button without a name (critical) and faint text (serious).
          const faint = document.createElement('p');
          faint.textContent = 'Faint text';
          Object.assign(faint.style, { color: '#777', background: '#888' });
          box.append(document.createElement('button'), faint);
          document.body.append(box);
        }
      });
      const found = await seriousViolations(page, ['#skipped']);
      expect(found.map((violation) => violation.rule).sort()).toEqual(['button-name', 'color-contrast']);
      expect(found.flatMap((violation) => violation.targets).filter((target) => !target.startsWith('#planted'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
