import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';

// Projects (api/src/overrides/projects.ts, tasks.ts) and the request lookups (orderTypes.ts,
// orderSubTypes.ts, orderStatuses.ts).
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

type Row = Record<string, unknown>;
const me = async () => (await app.http.get('/api/auth/me').expect(200)).body.user as Row;
const project = async (values: Row = {}) =>
  (await app.http.post('/api/projects').send({ name: 'Floodlights upgrade', nameAr: 'تحديث الإنارة', ownerId: (await me()).id, startDate: '2026-09-01', status: 'active', ...values }).expect(201)).body as Row;
const task = (values: Row) => app.http.post('/api/tasks').send({ title: 'A task', status: 'todo', priority: 'medium', ...values });
const get = async (id: unknown) => (await app.http.get(`/api/projects/${id}`).expect(200)).body as Row;

describe('a project', () => {
  it('takes its progress and open tasks from its tasks, cancelled ones left out', async () => {
    const created = await project();
    expect(created).toMatchObject({ progress: 0, openTasks: 0, code: expect.stringMatching(/^PRJ-/) });
    const tasks = await Promise.all(['todo', 'done', 'done', 'in progress', 'canceled'].map(async (status) => (await task({ projectId: created.id, status }).expect(201)).body as Row));
    expect(await get(created.id)).toMatchObject({ progress: 50, openTasks: 2 });
    await app.http.put(`/api/tasks/${tasks[0]!.id}`).send({ version: tasks[0]!.version, status: 'done' }).expect(200);
    expect(await get(created.id)).toMatchObject({ progress: 75, openTasks: 1 });
    // A task moved to another project counts there, and no longer here.
    const other = await project({ name: 'Other', nameAr: 'آخر' });
    await app.http.put(`/api/tasks/${tasks[3]!.id}`).send({ version: tasks[3]!.version, projectId: other.id }).expect(200);
    expect(await get(created.id)).toMatchObject({ progress: 100, openTasks: 0 });
    expect(await get(other.id)).toMatchObject({ progress: 0, openTasks: 1 });
    await app.http.delete(`/api/tasks/${tasks[3]!.id}`).expect(200);
    expect(await get(other.id)).toMatchObject({ openTasks: 0 });
  });

  it('is completed only with no task open, then takes no new task and does not change', async () => {
    const created = await project();
    const open = (await task({ projectId: created.id }).expect(201)).body;
    const refused = await app.http.put(`/api/projects/${created.id}`).send({ status: 'completed' }).expect(409);
    expect(refused.body.errors.status).toBe('1 of its tasks are still open: finish or cancel them first');
    await app.http.put(`/api/tasks/${open.id}`).send({ version: open.version, status: 'done' }).expect(200);
    await app.http.put(`/api/projects/${created.id}`).send({ status: 'completed' }).expect(200);
    expect(Object.keys((await task({ projectId: created.id }).expect(400)).body.errors)).toEqual(['projectId']);
    await app.http.put(`/api/projects/${created.id}`).send({ status: 'active' }).expect(409);
  });

  it('ends after it starts and moves only along its statuses', async () => {
    expect(Object.keys((await app.http.post('/api/projects').send({ name: 'x', nameAr: 'س', ownerId: (await me()).id, startDate: '2026-09-01', endDate: '2026-08-01' }).expect(400)).body.errors)).toEqual(['endDate']);
    const planned = await project({ status: 'planning' });
    await app.http.put(`/api/projects/${planned.id}`).send({ status: 'onHold' }).expect(409);
    await app.http.put(`/api/projects/${planned.id}`).send({ status: 'active' }).expect(200);
  });
});

describe('the request lookups', () => {
  it('keep one starting step per unit, which never closes a request', async () => {
    const step = (code: string, values: Row = {}) => app.http.post('/api/orderStatuses').send({ domain: 'maintenance', code, name: code, nameAr: code, ...values });
    const first = (await step('OPEN', { isInitial: true }).expect(201)).body;
    expect((await step('ASSIGNED').expect(201)).body.isInitial).toBe(false);
    const second = (await step('TRIAGE', { isInitial: true }).expect(201)).body;
    expect(second.isInitial).toBe(true);
    expect((await app.http.get(`/api/orderStatuses/${first.id}`).expect(200)).body.isInitial).toBe(false);
    expect(Object.keys((await step('CLOSED', { isInitial: true, isFinal: true }).expect(400)).body.errors)).toEqual(['isFinal']);
    // Another unit keeps its own.
    expect((await step('OPEN', { domain: 'hr', isInitial: true }).expect(201)).body.isInitial).toBe(true);
    expect((await app.http.get(`/api/orderStatuses/${second.id}`).expect(200)).body.isInitial).toBe(true);
    await step('OPEN').expect(400);
  });

  it('keep a sub-type active only under an active type', async () => {
    const type = (await app.http.post('/api/orderTypes').send({ code: 'MT-REPAIR', name: 'Repair', nameAr: 'إصلاح', domain: 'maintenance' }).expect(201)).body;
    const sub = (await app.http.post('/api/orderSubTypes').send({ typeId: type.id, code: 'PLUMB', name: 'Plumbing', nameAr: 'سباكة' }).expect(201)).body;
    await app.http.put(`/api/orderTypes/${type.id}`).send({ version: type.version, isActive: false }).expect(200);
    expect((await app.http.get(`/api/orderSubTypes/${sub.id}`).expect(200)).body.isActive).toBe(false);
    const refused = await app.http.post('/api/orderSubTypes').send({ typeId: type.id, code: 'ELEC', name: 'Electrical', nameAr: 'كهرباء', isActive: true }).expect(400);
    expect(Object.keys(refused.body.errors)).toEqual(['isActive']);
  });
});
