import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openContext, type Direction } from '../../support/browser';
import { TEST_ADMIN, type TestApp } from '../../support/test-app';
import { signInThroughPage } from './sign-in';

/**
 * A new browser context in a direction with one page signed in as the test superadmin; script
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
  await signInThroughPage(page, TEST_ADMIN.email, TEST_ADMIN.password);
  return { context, page };
};
