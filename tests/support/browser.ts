import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's headless shell when it is there (package chromium-headless-shell: the same engine
 * without the browser's window machinery; its browser process used a third of the processor
 * Chromium's did for the same tests), else Chromium itself.
 */
const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export const chromiumPath = (): string => {
  const candidates = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : CHROMIUM_CANDIDATES;
  const path = candidates.find((candidate) => existsSync(candidate));
  if (!path) {
    throw new Error(
      `Browser tests need Chromium at ${candidates.join(' or ')} (set CHROMIUM_PATH to use another). Install it with: apt-get update && apt-get install -y chromium-headless-shell`,
    );
  }
  return path;
};

const violations = new WeakMap<Browser, string[]>();

/**
 * Chromium, with every page of every context watched for Content Security Policy violations
 * (Chromium reports each as a console error): the admin must run under the API's CSP untouched.
 */
export const launchBrowser = async (): Promise<Browser> => {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true });
  const seen: string[] = [];
  violations.set(browser, seen);
  const newContext = browser.newContext.bind(browser);
  // browser.newPage makes its context through newContext too.
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) seen.push(`${message.location().url}: ${message.text()}`);
    });
    return context;
  };
  return browser;
};

/** The CSP violations seen since the last call (and forgets them). */
export const takeCspViolations = (browser: Browser): string[] => {
  const seen = violations.get(browser) ?? [];
  return seen.splice(0, seen.length);
};

export type Direction = 'ltr' | 'rtl';

/** A browser context with the `dir` preference cookie set, as a returning user would have it. */
export const openContext = async (browser: Browser, baseURL: string, dir: Direction): Promise<BrowserContext> => {
  // Less motion, as a person may ask of their system: the admin then draws no transition or ripple,
  // so a test waits for no animation (and the still theme is exercised). PHONE_VIEW=1 opens every
  // page 360 px wide, to look at the screenshots as a phone shows them.
  const context = await browser.newContext({ baseURL, viewport: process.env.PHONE_VIEW ? { width: 360, height: 780 } : { width: 1440, height: 900 }, locale: dir === 'rtl' ? 'ar-SA' : 'en-GB', reducedMotion: 'reduce' });
  const { hostname } = new URL(baseURL);
  await context.addCookies([{ name: 'dir', value: dir, domain: hostname, path: '/' }]);
  // A screen that does not answer in 10 s is broken: fail then rather than after 30.
  context.setDefaultTimeout(10_000);
  return context;
};

/** Saves a screenshot under tests/.artifacts/ (looked at by people, not asserted on). */
export const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: new URL(`../.artifacts/${name}.png`, import.meta.url).pathname, fullPage: false });
