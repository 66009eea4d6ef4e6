import type { Page } from 'playwright-core';

/**
 * Opens a path inside the running app, as a link does: a full load per screen would double a
 * test's time (the page must be on the app already).
 */
export const navigate = (page: Page, path: string) =>
  page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
