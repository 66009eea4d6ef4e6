import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
const ids: Record<string, string> = {};

const list = async (resource: string, query: Record<string, unknown>) => {
  const params = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)]));
  const response = await app.http.get(`/api/${resource}`).query(params);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { rows: response.body as Record<string, unknown>[], range: response.headers['content-range'] as string };
};
const titles = (rows: Record<string, unknown>[]) => rows.map((row) => row.title);

beforeAll(async () => {
  app = await startTestApp();
  const user = await app.http.post('/api/users').send({ firstName: 'Noura', lastName: 'Al-Qahtani', username: 'noura', email: 'noura@club.sa', roleId: 'manager' }).expect(201);
  ids.user = user.body.id;
  const tasks = [
    { title: 'Repaint the goal posts', status: 'todo', priority: 'low', dueDate: '2026-01-10', assigneeId: ids.user },
    { title: 'Order 50% discount kits', status: 'in progress', priority: 'high', dueDate: '2026-02-10' },
    { title: 'Book the stadium', status: 'done', priority: 'critical', dueDate: '2026-03-10', assigneeId: ids.user },
    { title: 'Renew pitch insurance', status: 'backlog', priority: 'medium' },
    { title: 'تجهيز ملعب التدريب', status: 'todo', priority: 'high', dueDate: '2026-04-10' },
  ];
  for (const task of tasks) {
    const response = await app.http.post('/api/tasks').send(task).expect(201);
    ids[task.title] = response.body.id;
  }
});
afterAll(() => app?.stop());

describe('deep lists', () => {
  it('serve offsets only up to the 10,000th record, and say how to go further', async () => {
    await list('tasks', { range: [9000, 9999] });
    const refused = await app.http.get('/api/tasks').query({ range: '[9990,10009]' }).set('Accept-Language', 'ar').expect(400);
    expect(refused.body.errors.range).toMatch(/10,000/);
    expect(refused.body.message).toMatch(/id_gt/);
    expect(refused.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('are walked by id a page at a time (id_gt), every record once, with the filter kept', async () => {
    const seen: string[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await list('tasks', { sort: ['id', 'ASC'], range: [0, 1], filter: { status: ['todo', 'done', 'backlog', 'in progress'], ...(after ? { id_gt: after } : {}) } });
      seen.push(...page.rows.map((row) => row.id as string));
      if (page.rows.length < 2) break;
      after = page.rows[1]!.id as string;
    }
    expect(seen).toHaveLength(5);
    expect([...seen].sort()).toEqual(seen);
    expect(new Set(seen).size).toBe(5);
  });
});

describe('list queries', () => {
  it('pages with range and reports the total in Content-Range', async () => {
    const first = await list('tasks', { sort: ['title', 'ASC'], range: [0, 1] });
    expect(titles(first.rows)).toEqual(['Book the stadium', 'Order 50% discount kits']);
    expect(first.range).toBe('tasks 0-1/5');
    const last = await list('tasks', { sort: ['title', 'ASC'], range: [4, 5] });
    expect(titles(last.rows)).toEqual(['تجهيز ملعب التدريب']);
    expect(last.range).toBe('tasks 4-4/5');
    const beyond = await list('tasks', { range: [10, 19] });
    expect(beyond.rows).toEqual([]);
    expect(beyond.range).toBe('tasks */5');
  });

  it('sorts descending, with ties broken by id so pages never overlap', async () => {
    const { rows } = await list('tasks', { sort: ['priority', 'DESC'], range: [0, 9] });
    // Enums sort in their declared order (low, medium, high, critical), here from the highest.
    expect(rows.map((row) => row.priority)).toEqual(['critical', 'high', 'high', 'medium', 'low']);
    const high = rows.filter((row) => row.priority === 'high').map((row) => row.id as string);
    expect(high).toEqual([...high].sort().reverse());
  });

  it('filters by equality, by a list (IN) and by neq', async () => {
    expect(titles((await list('tasks', { filter: { status: 'todo' }, sort: ['title', 'ASC'] })).rows)).toEqual(['Repaint the goal posts', 'تجهيز ملعب التدريب']);
    expect((await list('tasks', { filter: { status: ['done', 'backlog'] } })).rows).toHaveLength(2);
    expect((await list('tasks', { filter: { status_neq: 'todo' } })).rows).toHaveLength(3);
    expect((await list('tasks', { filter: { status: [] } })).rows).toHaveLength(0);
  });

  it('compares with _gte _lte _gt _lt', async () => {
    expect((await list('tasks', { filter: { dueDate_gte: '2026-02-10' } })).rows).toHaveLength(3);
    expect((await list('tasks', { filter: { dueDate_lte: '2026-02-10' } })).rows).toHaveLength(2);
    expect((await list('tasks', { filter: { dueDate_gte: '2026-02-01', dueDate_lte: '2026-03-31' } })).rows).toHaveLength(2);
    const { rows } = await list('assets', { filter: { value_gte: 0 } });
    expect(rows).toEqual([]);
  });

  it('searches the search fields with q, case-insensitively and literally', async () => {
    expect(titles((await list('tasks', { filter: { q: 'STADIUM' } })).rows)).toEqual(['Book the stadium']);
    expect(titles((await list('tasks', { filter: { q: '50%' } })).rows)).toEqual(['Order 50% discount kits']);
    // Separators only split words: 'zq_qz' is two word starts that no title has, never a wildcard.
    expect((await list('tasks', { filter: { q: 'zq_qz' } })).rows).toEqual([]);
    expect(titles((await list('tasks', { filter: { q: 'ملعب' } })).rows)).toEqual(['تجهيز ملعب التدريب']);
  });

  it('filters by reference id (getManyReference) and by null', async () => {
    expect((await list('tasks', { filter: { assigneeId: ids.user } })).rows).toHaveLength(2);
    expect((await list('tasks', { filter: { assigneeId: null } })).rows).toHaveLength(3);
  });

  it('returns every listed id without a range (getMany)', async () => {
    const wanted = [ids['Book the stadium'], ids['Renew pitch insurance']];
    const { rows, range } = await list('tasks', { filter: { id: wanted } });
    expect(rows.map((row) => row.id).sort()).toEqual([...wanted].sort());
    expect(range).toBe('tasks 0-1/2');
  });

  it('defaults to the schema sort and a 25-row page', async () => {
    const { rows } = await list('tasks', {});
    expect(rows[0]!.title).toBe('تجهيز ملعب التدريب'); // tasks sort by createdAt DESC
  });

  it('filters multi-value fields by containment', async () => {
    const meeting = await app.http
      .post('/api/meetings')
      .send({ title: 'Board meeting', startsAt: '2026-12-01T09:00:00Z', attendeeIds: [ids.user] })
      .expect(201);
    expect((await list('meetings', { filter: { attendeeIds: ids.user } })).rows.map((row) => row.id)).toEqual([meeting.body.id]);
  });
});
