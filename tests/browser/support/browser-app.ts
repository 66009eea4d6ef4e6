import { configFromEnv, type AppConfig } from '@club/api';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, takeCspViolations } from '../../support/browser';
import { startTestApp, type TestApp } from '../../support/test-app';

export const adminDist = resolve(import.meta.dirname, '../../../admin/dist');

/**
 * One Chromium per test worker, shared by the browser files it runs one after the other (a worker
 * keeps its modules from file to file): a launch cost about a second of both cores per file. Each
 * file works in contexts of its own, all closed after it; a browser that went away is launched again.
 */
let shared: Promise<Browser> | undefined;
const workerBrowser = async (): Promise<Browser> => {
  const browser = await (shared ??= launchBrowser());
  if (browser.isConnected()) return browser;
  shared = launchBrowser();
  return shared;
};

/**
 * For a browser test file: the built admin served by the whole app on its own database, and
 * Chromium; both started before the file's tests and stopped after them. `prepare` runs first and
 * may give the app a port and configuration.
 */
export const useBrowserApp = (options: { seedDemo?: boolean; prepare?: () => Promise<{ config?: Partial<AppConfig>; port?: number }> } = {}) => {
  const handle = {} as { app: TestApp; browser: Browser };
  beforeAll(async () => {
    if (!existsSync(`${adminDist}/index.html`)) throw new Error('Build the admin first: pnpm build');
    handle.browser = await workerBrowser();
    // Left behind by the worker's previous file (reported there only if a test was still running).
    takeCspViolations(handle.browser);
    // The production budget of API requests: a person clicking through the admin never meets it.
    // What the file sets up first (a provider the app must know of, the app's own address).
    const prepared = (await options.prepare?.()) ?? {};
    handle.app = await startTestApp({ seedDemo: options.seedDemo, adminDist, port: prepared.port, config: { apiRateLimit: configFromEnv({}).apiRateLimit, ...prepared.config } });
  });
  // Every test of every browser file runs under the CSP: a violation fails the test that caused it.
  afterEach(() => {
    const violations = handle.browser ? takeCspViolations(handle.browser) : [];
    if (violations.length > 0) throw new Error(`Content Security Policy violations:\n${violations.join('\n')}`);
  });
  afterAll(async () => {
    // What the file left open goes with it: the next file starts with an empty browser.
    await Promise.all(handle.browser?.contexts().map((context) => context.close()) ?? []);
    await handle.app?.stop();
  });
  return handle;
};
