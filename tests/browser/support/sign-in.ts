import type { Page } from 'playwright-core';
import { credentialsOf } from '../../../admin/src/auth/authApi';
import { AUTH_STORAGE_KEY, authStorageText } from '../../../admin/src/auth/authStorage';
import { AUTH_API } from '../../../admin/src/auth/paths';
import type { AuthSession } from '../../../admin/src/auth/types';
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

/**
 * Signs in as the sign-in form does, without drawing it, then opens the app at `path`: for tests
 * of what comes after signing in (the form itself is tested through signInThroughPage). The
 * request goes from the page's own browser context, so the browser keeps the refresh cookie as it
 * would, and the session is stored where and as the app stores it (authStorage), from a
 * same-origin answer that loads no app (an API answer: it may run nothing itself, so the request
 * is not made from it). One full app load per sign-in instead of two.
 */
export const signInByRequest = async (page: Page, identifier: string, password: string, path = '/') => {
  await page.goto('/api/health');
  const response = await page.context().request.post(`${AUTH_API}/sign-in`, { headers: { accept: 'application/json' }, data: credentialsOf(identifier, password) });
  const answer = { status: response.status(), body: await response.text() };
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${answer.body}`);
  const session = JSON.parse(answer.body) as AuthSession;
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [AUTH_STORAGE_KEY, authStorageText({ user: session.user, accessToken: session.accessToken })] as const);
  await page.goto(path);
  await shows(page, 'h1');
};
