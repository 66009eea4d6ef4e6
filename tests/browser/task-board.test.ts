import { ar, en } from '@club/locales';
import { issueAccessToken } from '@club/api';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, createUser } from '../api/auth-helpers';
import { useBrowserApp } from './support/browser-app';
import { useSignedInPage } from './support/signed-in-page';

// The tasks' screens (admin/src/screens/taskBoard.tsx, taskSettings.tsx, taskHistory.tsx): a task
// moved on the board by its "Move to" choice and by drag and drop is an edit the server checks (a
// full column refuses it, in the user's words); the tasks' home, settings and history at their own paths,
// not taken for a task's id.
const env = useBrowserApp();
type Row = Record<string, unknown>;

const task = async (title: string, status = 'todo') => (await env.app.http.post('/api/tasks').send({ title, status, priority: 'high' }).expect(201)).body as Row;
const statusOf = async (id: unknown) => ((await env.app.http.get(`/api/tasks/${id}`).expect(200)).body as Row).status;
const stateOf = async (status: string) =>
  ((await env.app.http.get(`/api/taskStates?filter=${encodeURIComponent(JSON.stringify({ status }))}`).expect(200)).body as Row[])[0]!;

describe('the tasks board', () => {
  const session = useSignedInPage(env, 'ltr');

  it('moves a task by its Move to choice and by drag and drop, as the server records it', async () => {
    const { page } = session;
    const [first, second] = [await task('Line the pitch'), await task('Order the kits')];
    await page.goto('/tasksView');
    await page.getByRole('heading', { level: 1, name: en.screens.taskBoard.title }).waitFor();
    const card = page.locator(`.task-card[data-task-id="${first.id}"]`);
    await card.getByRole('combobox').click();
    await page.getByRole('option', { name: en.resources.tasks!.enums!.status!.done! }).click();
    await expect.poll(() => statusOf(first.id)).toBe('done');
    await page.locator(`.board-column[data-status="done"] .task-card[data-task-id="${first.id}"]`).waitFor();
    await page.dragAndDrop(`.task-card[data-task-id="${second.id}"]`, '.board-column[data-status="in progress"]');
    await expect.poll(() => statusOf(second.id)).toBe('in progress');
    expect(session.errors).toEqual([]);
  });

  it("tells the server's refusal when a column is full, and leaves the task where it was", async () => {
    const { page } = session;
    const state = await stateOf('in progress');
    await env.app.http.put(`/api/taskStates/${state.id}`).send({ version: state.version, wipLimit: 1 }).expect(200);
    const waiting = await task('Book the hall');
    await page.reload();
    await page.locator(`.task-card[data-task-id="${waiting.id}"]`).waitFor();
    await page.dragAndDrop(`.task-card[data-task-id="${waiting.id}"]`, '.board-column[data-status="in progress"]');
    await page.getByText('holds at most 1 tasks: finish one first').first().waitFor();
    expect(await statusOf(waiting.id)).toBe('todo');
    await page.locator(`.board-column[data-status="todo"] .task-card[data-task-id="${waiting.id}"]`).waitFor();
  });
});

describe('the bell', () => {
  const session = useSignedInPage(env, 'ltr');

  it('counts what needs the user, opens it and marks it read', async () => {
    const { page } = session;
    const colleague = await createUser(env.app, { role: 'manager' });
    const token = await issueAccessToken(env.app, colleague.id);
    const me = (await env.app.http.get('/api/auth/me').expect(200)).body.user as Row;
    const given = (await supertest(env.app.url).post('/api/tasks').set(bearer(token)).send({ title: 'Check the floodlights', assigneeId: me.id }).expect(201)).body as Row;
    await page.goto('/tasks');
    const bell = page.locator('.notification-bell');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
    await bell.click();
    await page.locator('.notification-item', { hasText: 'Check the floodlights' }).click();
    await page.waitForURL((url) => url.pathname === `/tasks/${given.id}/show`);
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 0 unread');
    expect(session.errors).toEqual([]);
  });
});

describe('the task settings and history, in Arabic', () => {
  const session = useSignedInPage(env, 'rtl');

  it('open at their own paths with the states, the priorities and who changed what', async () => {
    const { page } = session;
    // /tasks/taskhome is the user's own tasks at a glance, not task 'taskhome'.
    await page.goto('/tasks/taskhome');
    await page.getByRole('heading', { level: 1, name: ar.screens.taskHome.title }).waitFor();
    const me = (await env.app.http.get('/api/auth/me').expect(200)).body.user as Row;
    const open = await env.app.http.get('/api/tasks').query({ filter: JSON.stringify({ assigneeId: me.id, status: ['backlog', 'todo', 'in progress'] }), range: '[0,0]' }).expect(200);
    const mine = page.getByRole('region', { name: ar.screens.taskHome.widgets.open.title });
    const total = Number(/\/(\d+)$/.exec(open.headers['content-range'] as string)![1]);
    await expect.poll(() => mine.locator('.dashboard-value').innerText()).toBe(String(total));
    await page.goto('/tasks/settings');
    await page.getByRole('heading', { level: 1, name: ar.screens.taskSettings.title }).waitFor();
    await expect.poll(() => page.locator('.settings-taskStates tbody tr').count()).toBe(5);
    await expect.poll(() => page.locator('.settings-taskPriorities tbody tr').count()).toBe(4);
    await page.goto('/TaskHistory');
    await page.getByRole('heading', { level: 1, name: ar.screens.taskHistory.title }).waitFor();
    // The moves made on the board above, each field from what to what.
    const moved = page.locator('.task-history-entry').filter({ hasText: `${ar.resources.tasks!.fields!.status!}: ${ar.resources.tasks!.enums!.status!.todo!}` });
    await moved.first().waitFor();
    expect(await moved.count()).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(session.errors).toEqual([]);
  });
});
