import { ar, en } from '@club/locales';
import { tasks } from '@club/schema/resources/tasks';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openContext } from '../support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInByRequest } from './support/sign-in';
import { useSignedInPage } from './support/signed-in-page';

// A custom screen (schema/src/screens/taskReport.ts, a dashboard drawn by admin/src/dashboards): a sidebar
// entry in its group, its fixed path beside a resource's records (/tasks/report is not task
// 'report'), its data through the API, and its page permission deciding who opens it.
const env = useBrowserApp({ seedDemo: true });
const REPORT = '/tasks/report';

const totalOf = async (filter: Record<string, unknown>): Promise<number> => {
  const response = await env.app.http.get('/api/tasks').query({ filter: JSON.stringify(filter), range: '[0,0]' }).expect(200);
  return Number(/\/(\d+)$/.exec(response.headers['content-range'] as string)![1]);
};

describe('the task report, for a role that may open it', () => {
  const session = useSignedInPage(env, 'ltr');

  it('is in the sidebar under its group and opens at its own path', async () => {
    const { page } = session;
    await page.goto('/');
    const entry = page.locator(`[role=group][aria-label="${en.menu.groups.internalOps}"] a[href="${REPORT}"]`);
    await entry.waitFor({ state: 'attached' });
    await page.goto(REPORT);
    await page.getByRole('heading', { level: 1, name: en.screens.taskReport.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(REPORT);
    expect(await page.getByText(en.app.errorPages.notFound.title).count()).toBe(0);
  });

  it('counts the tasks of every status and the open ones by priority and assignee as the API does', async () => {
    const { page } = session;
    const open = ['backlog', 'todo', 'in progress'];
    for (const [field, key, values, base] of [
      ['status', 'byStatus', tasks.fields.status.values, {}],
      ['priority', 'byPriority', tasks.fields.priority.values, { status: open }],
    ] as const) {
      const region = page.getByRole('region', { name: en.screens.taskReport.widgets[key].title });
      await region.getByText(en.app.dashboard.numbers).click();
      for (const value of values) {
        const cells = region.locator(`tr[data-value="${value}"] td`);
        await expect.poll(() => cells.first().innerText()).toBe(String(await totalOf({ ...base, [field]: value })));
      }
    }
    // The people with the most open tasks, each counted as the list counts them.
    const assignees = page.getByRole('region', { name: en.screens.taskReport.widgets.byAssignee.title });
    await assignees.getByText(en.app.dashboard.numbers).click();
    const rows = assignees.locator('tbody tr[data-value]');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const first = await rows.first().getAttribute('data-value');
    expect(await rows.first().locator('td').first().innerText()).toBe(String(await totalOf({ status: open, assigneeId: first || null })));
    const overdue = page.getByRole('region', { name: en.screens.taskReport.widgets.overdue.title });
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
    expect(await overdue.locator('.dashboard-value').innerText()).toBe(String(await totalOf({ status: open, dueDate_lte: yesterday })));
  });

  it("links each value to the list of exactly those tasks", async () => {
    const { page } = session;
    const region = page.getByRole('region', { name: en.screens.taskReport.widgets.byStatus.title });
    await region.getByRole('link', { name: en.resources.tasks!.enums!.status!.done! }).click();
    // The list's canonical address (SPEC §5): the status as a parameter of its own.
    await page.waitForURL((url) => url.pathname === '/tasks' && url.searchParams.get('status') === 'done');
    await page.locator('tbody tr.RaDatagrid-row').first().waitFor();
  });
});

describe('the task report in Arabic', () => {
  const session = useSignedInPage(env, 'rtl');

  it('has its title and tables in Arabic, right to left', async () => {
    const { page } = session;
    await page.goto(REPORT);
    await page.getByRole('heading', { level: 1, name: ar.screens.taskReport.title }).waitFor();
    await page.getByRole('region', { name: ar.screens.taskReport.widgets.byPriority.title }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  });
});

describe('the task report, for a role without its page permission', () => {
  it('is neither in the sidebar nor open: its path answers 403', async () => {
    const key = `no-report-${randomBytes(3).toString('hex')}`;
    await env.app.http.post('/api/roles').send({ key, name: key, nameAr: `دور ${key}`, rank: 30, permissions: { tasks: ['list', 'show'] } }).expect(201);
    const username = `reader.${randomBytes(3).toString('hex')}`;
    const password = 'Report-Reader-2026';
    await env.app.http.post('/api/users').send({ firstName: 'Task', lastName: 'Reader', username, email: `${username}@club.sa`, roleId: key, status: 'active', password }).expect(201);
    const context = await openContext(env.browser, env.app.url, 'ltr');
    try {
      const page = await context.newPage();
      await signInByRequest(page, `${username}@club.sa`, password);
      // The sidebar has drawn its entries (the tasks group is folded: attached, not shown).
      await page.locator(`.RaSidebar-fixed a[href="/tasks"]`).waitFor({ state: 'attached' });
      expect(await page.locator(`a[href="${REPORT}"]`).count()).toBe(0);
      await page.goto(REPORT);
      await expect.poll(() => page.getByText(en.app.errorPages.forbidden.title).count()).toBeGreaterThan(0);
      expect(await page.getByRole('heading', { name: en.screens.taskReport.title }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('the executive archive in Arabic', () => {
  const session = useSignedInPage(env, 'rtl');

  it('lists finished meetings and ended visits together, finds one by a word, and opens it', async () => {
    const { page } = session;
    const word = `أرشيف${randomBytes(3).toString('hex')}`;
    const meeting = (
      await env.app.http.post('/api/meetings').send({ title: `اجتماع ${word}`, startsAt: new Date(Date.now() - 3 * 3_600_000).toISOString(), location: 'قاعة الاجتماعات', status: 'completed', minutes: 'اعتُمدت الميزانية.' }).expect(201)
    ).body;
    await env.app.http.post('/api/plannedVisits').send({ visitorName: `زائر ${word}`, purpose: 'guest', visitDate: new Date(Date.now() - 86_400_000).toISOString(), status: 'cancelled' }).expect(201);
    await env.app.http.post('/api/meetings').send({ title: `اجتماع قادم ${word}`, startsAt: new Date(Date.now() + 86_400_000).toISOString(), location: 'قاعة' }).expect(201);
    const texts = ar.screens.archivedActivities;
    await page.goto('/Executive/ArchivedActivities');
    await page.getByRole('heading', { level: 1, name: texts.title }).waitFor();
    await page.getByRole('searchbox', { name: texts.search }).fill(word);
    // The finished meeting and the cancelled visit; the meeting still to come is not archived.
    await expect.poll(() => page.locator('tr.archived-activity').count()).toBe(2);
    expect(await page.locator('tbody').innerText()).not.toContain('اجتماع قادم');
    await page.getByRole('link', { name: `اجتماع ${word}` }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/Executive/AppointmentsMeetings/${meeting.id}/show`);
  });
});
