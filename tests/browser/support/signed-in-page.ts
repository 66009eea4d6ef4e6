import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { openContext, type Direction } from '../../support/browser';
import { TEST_ADMIN, type TestApp } from '../../support/test-app';
import { signInByRequest } from './sign-in';

/**
 * A new browser context in a direction with one page signed in as the test superadmin, at home; script
 * errors of the page are collected in `errors` (a test asserts none happened).
 */
export const openSignedInPage = async (
  env: { app: TestApp; browser: Browser },
  dir: Direction,
  errors: string[],
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await openContext(env.browser, env.app.url, dir);
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  await signInByRequest(page, TEST_ADMIN.email, TEST_ADMIN.password);
  return { context, page };
};

export interface SignedInSession {
  page: Page;
  context: BrowserContext;
  /** Script errors the page raised (a test asserts there were none). */
  errors: string[];
}

/**
 * For a describe block: a page signed in as the test superadmin in one direction, opened before
 * its tests and closed after them.
 */
export const useSignedInPage = (env: { app: TestApp; browser: Browser }, dir: Direction): SignedInSession => {
  const session = { errors: [] as string[] } as SignedInSession;
  beforeAll(async () => {
    Object.assign(session, await openSignedInPage(env, dir, session.errors));
  });
  afterAll(() => session.context?.close());
  return session;
};
