// pnpm bench, the screens (issue 51 item 1): Chromium on the production build over the bench's
// 1,000,000 tasks, in Arabic and English. Cold: a screen opened by its URL in a fresh browser
// context (no cache, signed in already), from the navigation's start to its rows or figures
// drawn. Warm: a screen opened from another inside the app (no reload). After sign-in: the
// sign-in form submitted to the home screen drawn. p50 and p95 of RUNS each.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openContext, type Direction } from '../support/browser';
import { signInByRequest } from '../browser/support/sign-in';

const RUNS = Number(process.env.BENCH_SCREEN_RUNS ?? 20);
/** The lines: a screen cold within 1 s, a move inside the app within 200 ms (p95). */
const COLD_P95_MS = 1_000;
const WARM_P95_MS = 200;

/** A list drawn: its rows (a table, or cards on a phone) or its empty state. */
const LIST_DRAWN = 'main tbody tr.RaDatagrid-row, main .record-card, main .list-no-results';

interface Screen {
  name: string;
  path: string;
  /** What is on the page once the screen is drawn with its data. */
  drawn: string;
}

/** Drawn: the selector is there and nothing on the page still shows it is loading. */
const untilDrawn = (page: Page, selector: string) =>
  page.waitForFunction(
    (wanted) => Boolean(document.querySelector(wanted)) && !document.querySelector('main .MuiLinearProgress-root, main .MuiSkeleton-root, main [aria-busy="true"]'),
    selector,
    { polling: 10, timeout: 30_000 },
  );

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const line = (label: string, times: number[], limit: number) => {
  const p95 = percentile(times, 95);
  return `${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(0).padStart(6)} ms  p95 ${p95.toFixed(0).padStart(6)} ms  ${p95 <= limit ? 'met' : 'MISSED'} (p95 ≤ ${limit} ms)`;
};

/** One signed-in context with the app's session in its storage, opened at /api/health (no app loaded yet). */
const signedIn = async (browser: Browser, base: string, dir: Direction, who: { email: string; password: string }): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await openContext(browser, base, dir);
  const page = await context.newPage();
  await signInByRequest(page, who.email, who.password);
  return { context, page };
};

/** Moves inside the app as a click on a link does (react-router follows the history), without a reload. */
const moveInside = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

export const benchScreens = async (base: string, who: { email: string; password: string }, recordId: string): Promise<void> => {
  const browser = await launchBrowser();
  const screens: Screen[] = [
    { name: 'list (tasks)', path: '/tasks', drawn: LIST_DRAWN },
    { name: 'record (a task)', path: `/tasks/${recordId}/show`, drawn: '.show-page .RaSimpleShowLayout-stack' },
    { name: 'dashboard (home)', path: '/', drawn: 'main h1' },
  ];
  try {
    console.log(`\nScreens in Chromium, production build, ${RUNS} runs each, from navigation start to the data drawn`);
    for (const dir of ['rtl', 'ltr'] as const) {
      const language = dir === 'rtl' ? 'Arabic' : 'English';
      for (const screen of screens) {
        const times: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          const { context, page } = await signedIn(browser, base, dir, who);
          // A fresh context: nothing cached (scripts, fonts, answers); the session is in its storage.
          await page.goto('about:blank');
          const started = performance.now();
          await page.goto(`${base}${screen.path}`);
          await untilDrawn(page, screen.drawn);
          times.push(performance.now() - started);
          await context.close();
        }
        console.log(line(`cold ${screen.name}, ${language}`, times, COLD_P95_MS));
      }
      // Warm: one signed-in tab going back and forth between two lists and a record.
      {
        const { context, page } = await signedIn(browser, base, dir, who);
        await page.goto(`${base}/tasks`);
        await untilDrawn(page, screens[0]!.drawn);
        const times: number[] = [];
        const route = ['/hr/employees', '/tasks', `/tasks/${recordId}/show`, '/tasks'];
        const drawnOn = (path: string) => (path.endsWith('/show') ? screens[1]!.drawn : LIST_DRAWN);
        for (let run = 0; run < RUNS; run++) {
          const path = route[run % route.length]!;
          const started = performance.now();
          await moveInside(page, path);
          await page.waitForFunction((to) => window.location.pathname === to, path);
          await untilDrawn(page, drawnOn(path));
          times.push(performance.now() - started);
        }
        console.log(line(`warm move inside the app, ${language}`, times, WARM_P95_MS));
        await context.close();
      }
      // The first screen after signing in: the form submitted, the home screen drawn.
      {
        const times: number[] = [];
        for (let run = 0; run < Math.min(RUNS, 10); run++) {
          const context = await openContext(browser, base, dir);
          const page = await context.newPage();
          await page.goto(`${base}/sign-in`);
          await page.locator('input[name="identifier"]').waitFor();
          await page.locator('input[name="identifier"]').fill(who.email);
          await page.locator('input[name="password"]').fill(who.password);
          const started = performance.now();
          await page.locator('form button[type=submit]').click();
          await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
          await untilDrawn(page, 'main h1');
          times.push(performance.now() - started);
          await context.close();
        }
        console.log(line(`sign-in → home, ${language}`, times, COLD_P95_MS));
      }
    }
  } finally {
    await browser.close();
  }
};

