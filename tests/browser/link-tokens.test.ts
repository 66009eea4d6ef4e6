import { describe, expect, it } from 'vitest';
import { openContext } from '../support/browser';
import { useBrowserApp } from './support/browser-app';

// An emailed link's token (issue 11, item 8) leaves the address bar as soon as the page has read
// it: no history entry, bookmark or shared screenshot keeps it.
const env = useBrowserApp({ seedDemo: false });
const TOKEN = 'A'.repeat(43);

describe('link tokens', () => {
  it.each([
    ['/forgot-password', '.new-password-form'],
    ['/sign-up', '.sign-up-invalid-link'],
  ])('are taken out of the address of %s, and the page keeps using them', async (path, ready) => {
    const context = await openContext(env.browser, env.app.url, 'ltr');
    const page = await context.newPage();
    await page.goto(`${path}?token=${TOKEN}`);
    await page.locator(ready).first().waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).pathname).toBe(path);
    // Replaced, not pushed: going back does not bring the token back.
    expect(await page.evaluate(() => window.history.length)).toBe(2);
    await page.goBack();
    expect(page.url()).not.toContain('token=');
    await context.close();
  });
});
