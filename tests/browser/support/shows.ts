import type { Page } from 'playwright-core';

/**
 * Waits until the page has an element matching a CSS selector (with exactly `text` as its text,
 * when given), looked for inside the page every 20 ms. Playwright's own waits look from the test
 * process after 0, 20, 50, 100 and 100 ms, then every 500: a screen drawn in 300 ms was seen at
 * 770, and a test walking many screens spent most of its time waiting so.
 */
export const shows = async (page: Page, selector: string, text?: string, timeout = 10_000): Promise<void> => {
  await page
    .waitForFunction(
      ([css, wanted]) => [...document.querySelectorAll(css)].some((element) => wanted === null || element.textContent?.trim() === wanted),
      [selector, text ?? null] as const,
      { polling: 20, timeout },
    )
    .catch((error: unknown) => {
      throw new Error(`${page.url()} shows no ${selector}${text === undefined ? '' : ` reading "${text}"`} within ${timeout} ms`, { cause: error });
    });
};
