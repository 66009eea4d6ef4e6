import { describe, expect, it } from 'vitest';
import { takeCspViolations } from '../support/browser';
import { useBrowserApp } from '../browser/support/browser-app';

// The CSP is the barrier against injected script: an inline script on the admin's page does not
// run, and the browser tests' watcher (support/browser.ts) sees the violation, as it would see one
// of the admin's own.
describe('the Content Security Policy in the browser', () => {
  const handle = useBrowserApp();

  it('refuses an injected inline script, and the violation is reported', async () => {
    const page = await handle.browser.newPage({ baseURL: handle.app.url });
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.appendChild(script);
    });
    await expect.poll(() => page.evaluate(() => (window as { injected?: boolean }).injected ?? false)).toBe(false);
    await expect.poll(() => takeCspViolations(handle.browser).length).toBeGreaterThan(0);
    await page.close();
  });

  it('lets the admin run: the sign-in page renders without a violation', async () => {
    const page = await handle.browser.newPage({ baseURL: handle.app.url });
    await page.goto('/');
    await expect.poll(() => page.locator('input').count()).toBeGreaterThan(0);
    await page.close();
    expect(takeCspViolations(handle.browser)).toEqual([]);
  });
});
