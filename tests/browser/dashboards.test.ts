import { ar, en, type Messages } from '@club/locales';
import { isDashboard } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { useBrowserApp } from './support/browser-app';
import { navigate } from './support/navigate';
import { openSignedInPage, useSignedInPage } from './support/signed-in-page';

// Issue 46 item 9, dashboards (admin/src/dashboards): a tidy grid without holes at any width, each
// card of a period with its change against the period before in words, and every value of a list
// named by its field, in English and in Arabic.
const env = useBrowserApp({ seedDemo: true });
const dashboards = (await loadRegistry()).screens.filter(isDashboard);

type Box = { top: number; bottom: number; left: number; right: number };
/** Within a pixel (sub-pixel layout rounding). */
const near = (a: number, b: number) => Math.abs(a - b) <= 1;

/** The boxes of one container's widgets, with the container's own. */
const boxesIn = (page: Page, selector: string) =>
  page.locator(`#main-content ${selector}`).evaluateAll((containers) =>
    containers.map((container) => {
      const box = (element: Element) => {
        const { top, bottom, left, right } = element.getBoundingClientRect();
        return { top, bottom, left, right };
      };
      return { container: box(container), widgets: [...container.querySelectorAll(':scope > .dashboard-widget')].map(box) };
    }),
  );

/**
 * No holes: the widgets of each container are in rows of one top and one height, each row from the
 * container's one edge to the other with only the gap between its widgets, and no two overlap.
 */
const expectNoHoles = async (page: Page, where: string) => {
  const containers = [...(await boxesIn(page, '.dashboard-cards')), ...(await boxesIn(page, '.dashboard-grid'))];
  for (const { container, widgets } of containers) {
    const rows = new Map<number, Box[]>();
    for (const widget of widgets) {
      const top = [...rows.keys()].find((key) => near(key, widget.top)) ?? widget.top;
      rows.set(top, [...(rows.get(top) ?? []), widget]);
    }
    for (const row of rows.values()) {
      row.sort((a, b) => a.left - b.left);
      expect(new Set(row.map((widget) => Math.round(widget.bottom - widget.top))).size, `${where}: one height per row`).toBe(1);
      expect(near(row[0]!.left, container.left) && near(row.at(-1)!.right, container.right), `${where}: a row fills its width`).toBe(true);
      for (let index = 1; index < row.length; index++) expect(row[index]!.left - row[index - 1]!.right, `${where}: only the gap between widgets`).toBeLessThanOrEqual(17);
    }
    for (const [index, a] of widgets.entries())
      for (const b of widgets.slice(index + 1)) expect(a.right <= b.left + 1 || b.right <= a.left + 1 || a.bottom <= b.top + 1 || b.bottom <= a.top + 1, `${where}: no overlap`).toBe(true);
  }
};

/** No number stands bare beside another ("2 · 0"): each value of a list says what it is. */
const expectNoBareNumbers = async (page: Page, where: string) => {
  expect(await page.locator('#main-content').innerText(), where).not.toMatch(/(^|\s)[\d٠-٩.,٫٬]+ · [\d٠-٩.,٫٬]+(\s|$)/m);
};

const openDashboard = async (page: Page, route: string, title: string) => {
  await navigate(page, route);
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  await page.locator('#main-content .dashboard-widget').first().waitFor();
};

/** The first day of last month in Riyadh. */
const firstOfLastMonth = () => {
  const [year, month] = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' }).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
};

type Card = { key: string; kind: string; value: number; previous: { period: string; value: number } | null };
const cardsOf = async (name: string, period: string) =>
  new Map(((await env.app.http.get(`/api/dashboards/${name}?period=${period}`).expect(200)).body.widgets as Card[]).filter((widget) => widget.kind === 'card').map((card) => [card.key, card]));

for (const [dir, messages] of [['ltr', en], ['rtl', ar]] as const) {
  const language = dir === 'ltr' ? 'en' : 'ar';
  const screens = messages.screens as unknown as Record<string, { title: string; widgets: Record<string, { title: string }> }>;
  const change = (messages as Messages).app.dashboard.change;

  describe(`dashboards in ${language}`, () => {
    const session = useSignedInPage(env, dir);

    it('lays every dashboard out without holes, a row of equal cards above its charts and lists', async () => {
      const { page } = session;
      await page.goto('/');
      for (const dashboard of dashboards) {
        await openDashboard(page, dashboard.route, screens[dashboard.name]!.title);
        await expectNoHoles(page, `${dashboard.name} (${language})`);
        await expectNoBareNumbers(page, `${dashboard.name} (${language})`);
      }
      expect(session.errors).toEqual([]);
    });

    it("shows each card of this month with its change against last month, in words as well as arrows", async () => {
      const { page } = session;
      await openDashboard(page, '/Visits', screens.visitsHome!.title);
      const answer = await cardsOf('visitsHome', 'month');
      for (const key of ['visitors', 'invitations']) {
        const card = answer.get(key)!;
        const region = page.getByRole('region', { name: screens.visitsHome!.widgets[key]!.title, exact: true });
        const text = (await region.locator('.dashboard-change').innerText()).replace(/\s+/g, ' ');
        expect(text).toContain(change.periods.month);
        const before = card.previous!.value;
        const words = card.value === before ? change.same : before === 0 ? change.new : card.value > before ? change.up : change.down;
        expect(text, key).toContain(words.split(' %{')[0]!.split(' (')[0]!);
        if (dir === 'ltr' && before !== 0 && card.value !== before)
          expect(text, key).toContain(`${card.value > before ? '▲ Up' : '▼ Down'} ${Math.round((Math.abs(card.value - before) / before) * 100)}% vs last month`);
      }
      // A card of "now" has no period before it, and shows no change.
      await expect.poll(() => page.getByRole('region', { name: screens.visitsHome!.widgets.present!.title, exact: true }).locator('.dashboard-change').count()).toBe(0);
      await screenshot(page, `dashboards-visits-${language}`);
    });

    it('says by how much a card moved since last month, in grey for a number neither good nor bad', async () => {
      const { page } = session;
      // A request on the first of last month: this month's requests then compare with a number, not with none.
      const asset = ((await env.app.http.get('/api/assets').query({ range: '[0,0]' }).expect((response) => expect([200, 206]).toContain(response.status))).body as { id: string }[])[0]!;
      await env.app.http.post('/api/maintenanceRequests').send({ title: `Last month ${language}`, assetId: asset.id, requestDate: firstOfLastMonth() }).expect(201);
      await env.app.http.post('/api/maintenanceRequests').send({ title: `This month ${language}`, assetId: asset.id }).expect(201);
      const card = (await cardsOf('maintenanceReport', 'month')).get('requests')!;
      const before = card.previous!.value;
      expect(before).toBeGreaterThan(0);
      // A full load: the page's own cache would still hold the answer from before these requests.
      await page.goto('/Maintenances/ReportsAndStatistics?period=month');
      await page.getByRole('heading', { level: 1, name: screens.maintenanceReport!.title, exact: true }).waitFor();
      const shown = page.getByRole('region', { name: screens.maintenanceReport!.widgets.requests!.title, exact: true }).locator('.dashboard-change');
      const text = (await shown.innerText()).replace(/\s+/g, ' ');
      const direction = card.value === before ? 'same' : card.value > before ? 'up' : 'down';
      expect(await shown.getAttribute('data-direction')).toBe(direction);
      if (direction !== 'same') expect(text).toContain(change[direction]);
      expect(text).toContain(change.periods.month);
      if (dir === 'ltr' && direction !== 'same') expect(text).toContain(`${direction === 'up' ? '▲ Up' : '▼ Down'} ${Math.round((Math.abs(card.value - before) / before) * 100)}% vs last month`);
      expect(text).toContain(change.previous.month.replace('%{value}', ''));
      // The number of requests is neither good nor bad: its change is in the caption's grey.
      const colours = await shown.locator('p').evaluateAll((lines) => lines.map((line) => getComputedStyle(line).color));
      expect(colours[0]).toBe(colours[1]);
      await screenshot(page, `dashboards-maintenance-${language}`);
    });

    it('names every value of a list by its field', async () => {
      const { page } = session;
      await openDashboard(page, '/Warehouses', screens.warehousesHome!.title);
      const reorder = page.getByRole('region', { name: screens.warehousesHome!.widgets.reorder!.title, exact: true });
      const fields = messages.resources.warehouseItems!.fields!;
      const first = reorder.locator('li').first();
      await first.waitFor();
      const text = await first.innerText();
      expect(text).toContain(`${fields.quantity}: `);
      expect(text).toContain(`${fields.reorderLevel}: `);
      await screenshot(page, `dashboards-warehouses-${language}`);
    });

    it('stacks every widget in one column on a 360 px phone', async () => {
      // A page of its own, opened at phone width (a page shrunk from desktop keeps its sidebar open as a drawer).
      const errors: string[] = [];
      const { context, page } = await openSignedInPage(env, dir, errors);
      try {
        await page.setViewportSize({ width: 360, height: 780 });
        await page.goto('/');
        await page.getByRole('heading', { level: 1, name: screens.home!.title, exact: true }).waitFor();
        await page.locator('#main-content .dashboard-widget').first().waitFor();
        await expectNoHoles(page, `home at 360 px (${language})`);
        const boxes = await page.locator('#main-content .dashboard-widget').evaluateAll((widgets) => widgets.map((widget) => widget.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
        // One column, inside the screen: nothing runs off its edge.
        expect(new Set(boxes.map(({ left, right }) => `${Math.round(left)}-${Math.round(right)}`)).size).toBe(1);
        expect(boxes[0]!.left).toBeGreaterThanOrEqual(0);
        expect(boxes[0]!.right).toBeLessThanOrEqual(360);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await screenshot(page, `dashboards-home-phone-${language}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
