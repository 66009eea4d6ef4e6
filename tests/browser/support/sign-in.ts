import type { Page } from 'playwright-core';
import { shows } from './shows';

/** Signs in through the sign-in page, as a person does, and waits for the app to open. */
export const signInThroughPage = async (page: Page, identifier: string, password: string, path = '/sign-in') => {
  await page.goto(path);
  await shows(page, 'input[name="identifier"]');
  await page.locator('input[name="identifier"]').fill(identifier);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
};
