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

/**
 * Signs in as the sign-in form does, without drawing it, then opens the app at `path`: for tests
 * of what comes after signing in (the form itself is tested through signInThroughPage). The page
 * asks the API from a same-origin answer that loads no app, so the browser keeps the refresh
 * cookie as it would, and the session is stored where the app reads it (SPEC §3: localStorage
 * 'auth-storage', a zustand persist layout). One full app load per sign-in instead of two.
 */
export const signInByRequest = async (page: Page, identifier: string, password: string, path = '/') => {
  await page.goto('/api/health');
  const failure = await page.evaluate(
    async ([name, secret]) => {
      const credentials = name.includes('@') ? { email: name, password: secret } : { username: name, password: secret };
      const response = await fetch('/api/auth/sign-in', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(credentials), credentials: 'same-origin' });
      if (!response.ok) return `sign-in answered ${response.status}: ${await response.text()}`;
      const session = (await response.json()) as { user: unknown; accessToken: string };
      localStorage.setItem('auth-storage', JSON.stringify({ state: { user: session.user, accessToken: session.accessToken }, version: 0 }));
      return undefined;
    },
    [identifier, password] as const,
  );
  if (failure) throw new Error(failure);
  await page.goto(path);
  await shows(page, 'h1');
};
