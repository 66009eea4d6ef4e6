import { ar, en, type Messages } from '@club/locales';
import { isDashboard } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserApp } from './support/browser-app';
import { navigate } from './support/navigate';
import { shows } from './support/shows';
import { useSignedInPage } from './support/signed-in-page';

// The home dashboard (schema/src/screens/home.ts, drawn by admin/src/dashboards): SPEC's empty
// states on a new install, a record appearing where it belongs, a chart with its numbers as a
// table, in both directions.
const env = useBrowserApp();
const t = en.screens.home.widgets;
const dashboards = (await loadRegistry()).screens.filter(isDashboard);

/** Every declared dashboard opens at its exact path, titled, with each of its widgets as a named region. */
const walkEveryDashboard = async (page: Page, messages: Messages) => {
  for (const dashboard of dashboards) {
    await navigate(page, dashboard.route);
    const strings = (messages.screens as unknown as Record<string, { title: string; widgets: Record<string, { title: string }> }>)[dashboard.name]!;
    await shows(page, 'h1', strings.title);
    await page.getByRole('heading', { level: 1, name: strings.title, exact: true }).waitFor();
    for (const widget of dashboard.widgets) await page.locator('main').getByRole('region', { name: strings.widgets[widget.key]!.title, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(dashboard.route);
  }
};

describe('the home page', () => {
  const session = useSignedInPage(env, 'ltr');

  it("says there is nothing yet in SPEC's words, then lists the next meeting and counts tasks", async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: en.screens.home.title }).waitFor();
    for (const text of [t.upcomingMeetings.empty, t.plannedVisits.empty, t.notifications.empty]) await page.getByText(text!, { exact: true }).waitFor();
    const startsAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    await env.app.http.post('/api/meetings').send({ title: 'Board of directors', type: 'meeting', startsAt, priority: 'high', status: 'scheduled' }).expect(201);
    await env.app.http.post('/api/tasks').send({ title: 'Line the pitch', status: 'todo', priority: 'high' }).expect(201);
    await page.reload();
    const meetings = page.getByRole('region', { name: t.upcomingMeetings.title });
    await meetings.getByRole('link', { name: 'Board of directors' }).waitFor();
    const tasks = page.getByRole('region', { name: t.tasksByStatus.title });
    await tasks.getByText(en.app.dashboard.numbers).click();
    const row = tasks.getByRole('row', { name: new RegExp(en.resources.tasks!.enums!.status!.todo!) });
    expect(await row.getByRole('cell').last().textContent()).toBe('1');
  });

  it('opens every dashboard at its own path', async () => {
    await walkEveryDashboard(session.page, en);
    expect(session.errors).toEqual([]);
  });
});

describe('the home page in Arabic', () => {
  const session = useSignedInPage(env, 'rtl');

  it('reads right to left with the empty states in Arabic', async () => {
    const { page } = session;
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: ar.screens.home.title }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByText(ar.screens.home.widgets.plannedVisits.empty!, { exact: true }).waitFor();
  });

  it('opens every dashboard at its own path, right to left', async () => {
    await walkEveryDashboard(session.page, ar);
    expect(await session.page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(session.errors).toEqual([]);
  });
});
