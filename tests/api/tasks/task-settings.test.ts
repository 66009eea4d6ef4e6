import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftDate, today } from '../../support/calendar';
import { startTestApp, type TestApp } from '../../support/test-app';

// The tasks' settings and assignments (api/src/overrides/tasks.ts, taskAssignments.ts): a state's
// work-in-progress limit holds even for moves made at once, a priority gives new tasks their due
// date, one owner per task who is its assignee.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

type Row = Record<string, unknown>;
/** Edits the server's row of one status or priority. */
const setUp = async (resource: string, key: string, value: string, values: Row) => {
  const { body: rows } = await app.http.get(`/api/${resource}?filter=${encodeURIComponent(JSON.stringify({ [key]: value }))}`).expect(200);
  return (await app.http.put(`/api/${resource}/${rows[0].id}`).send({ version: rows[0].version, ...values }).expect(200)).body as Row;
};
const task = async (values: Row = {}) => (await app.http.post('/api/tasks').send({ title: 'Line the pitch', status: 'todo', priority: 'medium', ...values }).expect(201)).body as Row;

describe('the task settings', () => {
  it('hold a state to its work-in-progress limit, also for moves made at once', async () => {
    await setUp('taskStates', 'status', 'in progress', { name: 'In progress', nameAr: 'قيد التنفيذ', color: 'amber', position: 2, wipLimit: 3 });
    const todo = await Promise.all(Array.from({ length: 6 }, () => task()));
    const moves = await Promise.all(todo.map((one) => app.http.put(`/api/tasks/${one.id}`).send({ version: one.version, status: 'in progress' })));
    expect(moves.map((move) => move.status).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    const refused = moves.find((move) => move.status === 409)!;
    expect(refused.body.errors.status).toBe('"In progress" holds at most 3 tasks: finish one first');
    await app.http.post('/api/tasks').send({ title: 'Another', status: 'in progress' }).expect(409);
    const { body: held } = await app.http.get(`/api/tasks?filter=${encodeURIComponent(JSON.stringify({ status: 'in progress' }))}`).expect(200);
    expect(held).toHaveLength(3);
    // Editing a task already in the column is not a move.
    const inside = held[0] as Row;
    await app.http.put(`/api/tasks/${inside.id}`).send({ version: inside.version, title: 'Renamed' }).expect(200);
  });

  it("give a new task without a due date the days of its priority", async () => {
    await setUp('taskPriorities', 'priority', 'critical', { name: 'Critical', nameAr: 'حرجة', color: 'red', responseDays: 1 });
    expect((await task({ priority: 'critical' })).dueDate).toBe(shiftDate(today(), 1));
    expect((await task({ priority: 'critical', dueDate: '2031-01-01' })).dueDate).toBe('2031-01-01');
    expect((await task({ priority: 'low' })).dueDate).toBeNull();
    // The server keeps a row per priority: none is added or removed.
    await app.http.post('/api/taskPriorities').send({ name: 'Again', color: 'red' }).expect(405);
    const { body: rows } = await app.http.get('/api/taskPriorities').expect(200);
    expect(rows.map((row: Row) => row.priority).sort()).toEqual(['critical', 'high', 'low', 'medium']);
    await app.http.delete(`/api/taskPriorities/${rows[0].id}`).expect(405);
  });
});

describe('a task assignment', () => {
  it('has one owner per task, who becomes its assignee; each person once per task', async () => {
    const users = (await app.http.get('/api/users').query({ range: '[0,1]' }).expect(200)).body as Row[];
    const me = (await app.http.get('/api/auth/me').expect(200)).body.user as Row;
    const other = users.find((user) => user.id !== me.id) ?? (await app.http.post('/api/users').send({ username: 'sara.h', email: 'sara.h@club.sa', firstName: 'Sara', lastName: 'H', roleId: 'member', status: 'active', password: 'Sample-Passw0rd!' }).expect(201)).body;
    const created = await task();
    await app.http.post('/api/taskAssignments').send({ taskId: created.id, userId: other.id, role: 'owner' }).expect(201);
    expect((await app.http.get(`/api/tasks/${created.id}`).expect(200)).body.assigneeId).toBe(other.id);
    const second = await app.http.post('/api/taskAssignments').send({ taskId: created.id, userId: me.id, role: 'owner' }).expect(409);
    expect(second.body.errors.role).toBe('The task has its owner already: make them a contributor first');
    await app.http.post('/api/taskAssignments').send({ taskId: created.id, userId: me.id, role: 'reviewer' }).expect(201);
    await app.http.post('/api/taskAssignments').send({ taskId: created.id, userId: me.id, role: 'contributor' }).expect(400);
  });
});
