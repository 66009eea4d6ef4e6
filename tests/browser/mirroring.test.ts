import { ar, en } from '@club/locales';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openContext, screenshot, type Direction } from '../support/browser';
import { TEST_ADMIN } from '../support/test-app';
import { useBrowserApp } from './support/browser-app';
import { signInByRequest } from './support/sign-in';
import { formForTwo } from './support/plural';

// Issue 4, item 11: the same screen in Arabic (rtl) and English (ltr), compared: the page's
// language and direction, the sidebar's side, the order of the table's columns, the pagination's
// arrows and the texts — one is the mirror of the other, in its own language.

const env = useBrowserApp({ seedDemo: true });

interface Layout {
  dir: string | null;
  lang: string | null;
  sidebar: { left: number; right: number };
  firstHeader: { left: number; right: number };
  lastHeader: { left: number; right: number };
  menuTexts: string[];
  width: number;
}

const layoutOf = async (page: Page): Promise<Layout> => {
  await page.goto('/tasks');
  await page.locator('tbody tr').first().waitFor();
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const box = (element: Element | null) => {
      const rect = element!.getBoundingClientRect();
      return { left: rect.left, right: rect.right };
    };
    const headers = [...document.querySelectorAll('thead th')].filter((cell) => (cell as HTMLElement).innerText.trim() !== '');
    return {
      dir: document.documentElement.getAttribute('dir'),
      lang: document.documentElement.getAttribute('lang'),
      sidebar: box(document.querySelector('.RaSidebar-fixed')),
      firstHeader: box(headers[0]!),
      lastHeader: box(headers[headers.length - 1]!),
      menuTexts: [...document.querySelectorAll('.RaSidebar-fixed [role=menuitem], .RaSidebar-fixed a')].map((item) => (item as HTMLElement).innerText.trim()).filter(Boolean),
      width: document.documentElement.clientWidth,
    };
  });
};

const openIn = async (dir: Direction) => {
  const context = await openContext(env.browser, env.app.url, dir);
  const page = await context.newPage();
  await signInByRequest(page, TEST_ADMIN.email, TEST_ADMIN.password);
  return { context, page };
};

describe('the tasks list in Arabic (rtl) against English (ltr)', () => {
  it('is mirrored and in its own language', async () => {
    const rtl = await openIn('rtl');
    const ltr = await openIn('ltr');
    try {
      const [arabic, english] = [await layoutOf(rtl.page), await layoutOf(ltr.page)];
      await screenshot(rtl.page, 'mirroring-tasks-rtl');
      await screenshot(ltr.page, 'mirroring-tasks-ltr');
      expect([arabic.dir, arabic.lang, english.dir, english.lang]).toEqual(['rtl', 'ar', 'ltr', 'en']);

      // The sidebar hugs the right edge in Arabic and the left edge in English.
      expect(english.sidebar.left).toBeLessThan(2);
      expect(arabic.sidebar.right).toBeGreaterThan(arabic.width - 2);
      // The first column is the rightmost in Arabic, the leftmost in English.
      expect(arabic.firstHeader.left).toBeGreaterThan(arabic.lastHeader.left);
      expect(english.firstHeader.left).toBeLessThan(english.lastHeader.left);
      // Mirror images: the sidebar's width and the first column's distance from its edge agree.
      expect(Math.abs(arabic.sidebar.right - arabic.sidebar.left - (english.sidebar.right - english.sidebar.left))).toBeLessThan(4);
      expect(Math.abs(arabic.width - arabic.firstHeader.right - english.firstHeader.left)).toBeLessThan(24);

      // The same entries, each in its language: the task list's own name among them.
      expect(arabic.menuTexts.length).toBe(english.menuTexts.length);
      expect(arabic.menuTexts).toContain(formForTwo(ar.resources.tasks!.name, 'rtl'));
      expect(english.menuTexts).toContain(formForTwo(en.resources.tasks!.name, 'ltr'));
      expect(arabic.menuTexts.filter((text) => /[A-Za-z]/.test(text))).toEqual([]);

      // The "next page" arrow points the way the pages run: left in Arabic, right in English.
      const nextArrow = async (page: Page, messages: typeof en) => {
        const nav = page.locator('.list-pagination nav');
        const next = await nav.getByRole('button', { name: messages.app.pagination.next }).boundingBox();
        const previous = await nav.getByRole('button', { name: messages.app.pagination.previous }).boundingBox();
        return { next: next!.x, previous: previous!.x };
      };
      const [arabicArrows, englishArrows] = [await nextArrow(rtl.page, ar), await nextArrow(ltr.page, en)];
      expect(arabicArrows.next).toBeLessThan(arabicArrows.previous);
      expect(englishArrows.next).toBeGreaterThan(englishArrows.previous);
    } finally {
      await rtl.context.close();
      await ltr.context.close();
    }
  });
});
