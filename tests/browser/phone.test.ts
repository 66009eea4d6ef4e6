import { useBrowserApp } from './support/browser-app';
import { ar } from '@club/locales';
import { loadRegistry } from '@club/schema/node';
import { describe, expect, it } from 'vitest';
import { openContext, screenshot } from '../support/browser';
import { TEST_ADMIN } from '../support/test-app';
import { seriousViolations } from './support/axe';
import { navigate } from './support/navigate';
import { misfits } from './support/misfits';
import { signInByRequest } from './support/sign-in';
import { formForTwo } from './support/plural';
import { rawValuesShown } from './support/raw-values';

// Issue "A back office staff would choose", item 2: on a phone (390 × 844) every screen of the
// sidebar fits the screen (nothing wider than it but what scrolls inside its own box) with no
// control drawn over another, and lists are cards, in Arabic (right to left), with the demo data.

const env = useBrowserApp({ seedDemo: true });
const registry = await loadRegistry();
const PHONE = { width: 390, height: 844 };

describe('on a phone, in Arabic', () => {
  it('fits every screen of the sidebar, with cards for lists', async () => {
    const context = await openContext(env.browser, env.app.url, 'rtl');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize(PHONE);
    await signInByRequest(page, TEST_ADMIN.email, TEST_ADMIN.password);
    const paths = [
      ...new Set([
        ...registry.resources.flatMap((resource) => (resource.menu.sidebar === false ? [] : [resource.route])),
        ...registry.screens.flatMap((screen) => (screen.menu ? [screen.route] : [])),
      ]),
    ];
    const problems: string[] = [];
    for (const path of paths) {
      await navigate(page, path);
      await page.locator('main h1').first().waitFor({ state: 'attached' });
      // The screen's content, or its empty state, has arrived.
      await page.waitForFunction(() => !document.querySelector('main .MuiLinearProgress-root, main .MuiSkeleton-root, main [aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
      await page.waitForTimeout(150);
      const found = await misfits(page, PHONE.width);
      if (found.pageWidth > PHONE.width + 1 || found.wide.length > 0 || found.covered.length > 0) problems.push(`${path}: ${JSON.stringify(found)}`);
      // Words in Arabic, not ids, JSON, patterns or keys, on every screen of the sidebar.
      problems.push(...(await rawValuesShown(page)).map((raw) => `${path}: ${raw}`));
    }
    expect(problems).toEqual([]);

    // A list is cards: a name, a status chip and two facts each, no table.
    await navigate(page, '/hr/employees');
    const card = page.locator('.record-cards .record-card').first();
    await card.waitFor();
    expect(await page.locator('main table').count()).toBe(0);
    expect(await card.locator('.MuiChip-root').count()).toBe(1);
    expect(await card.locator('dt').count()).toBe(2);
    await screenshot(page, 'phone-employees-rtl');
    // WCAG 2.2 AA for the cards too (the sidebar is checked with the other screens).
    expect(await seriousViolations(page, ['nav.club-menu'])).toEqual([]);
    await card.locator('a.record-link').click();
    await page.waitForURL(/\/hr\/employees\/[^/]+\/show$/);
    // The app bar leaves the title its room: the list's whole name, not one word of it.
    await navigate(page, '/hr/employees');
    const title = page.locator('header .RaAppBar-title, header #react-admin-title').first();
    await expect.poll(() => title.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    expect(await title.innerText()).toContain(formForTwo(ar.resources.employees!.name, 'rtl'));
    expect(errors).toEqual([]);
    await context.close();
  }, 600_000);
});
