import { issueAccessToken } from '@club/api';
import { loadRegistry } from '@club/schema/node';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleRecord } from '../support/samples';
import { startTestApp, type TestApp } from '../support/test-app';
import { bearer, createUser, type TestUser } from './auth-helpers';

// In-app notifications (api/src/notifications/in-app.ts, schema `notifies`): whoever a write names
// as assignee or awaited approver is told in the app, never the writer; each user reads their own
// and marks them read.
let app: TestApp;
let manager: TestUser;
let managerToken: string;
let cashier: TestUser;
let cashierToken: string;
beforeAll(async () => {
  app = await startTestApp();
  [manager, cashier] = await Promise.all([createUser(app, { role: 'manager' }), createUser(app, { role: 'cashier' })]);
  [managerToken, cashierToken] = await Promise.all([issueAccessToken(app, manager.id), issueAccessToken(app, cashier.id)]);
});
afterAll(() => app?.stop());

type Row = Record<string, unknown>;
const as = (token: string) => ({
  get: (path: string) => supertest(app.url).get(path).set(bearer(token)),
  post: (path: string) => supertest(app.url).post(path).set(bearer(token)),
  put: (path: string) => supertest(app.url).put(path).set(bearer(token)),
});
const unreadOf = async (token: string, userId: string, kind?: string) =>
  (await as(token).get(`/api/notificationRecipients?filter=${encodeURIComponent(JSON.stringify({ userId, readAt: null, ...(kind ? { kind } : {}) }))}`).expect(200)).body as Row[];

describe('an in-app notification', () => {
  it('tells the person a task is given to, once, and not the one who gives it to themself', async () => {
    const created = (await app.http.post('/api/tasks').send({ title: 'Line the pitch', assigneeId: manager.id }).expect(201)).body;
    const notices = await unreadOf(managerToken, manager.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'assigned', resource: 'tasks', recordId: created.id, title: 'Line the pitch', link: `/tasks/${created.id}/show` });
    // An edit that keeps the assignee does not assign it again: the assignee, who follows the task, is told of a change.
    await app.http.put(`/api/tasks/${created.id}`).send({ version: created.version, title: 'Line the main pitch' }).expect(200);
    expect(await unreadOf(managerToken, manager.id, 'assigned')).toHaveLength(1);
    expect(await unreadOf(managerToken, manager.id, 'changed')).toHaveLength(1);
    await as(managerToken).post('/api/tasks').send({ title: 'My own', assigneeId: manager.id }).expect(201);
    expect(await unreadOf(managerToken, manager.id, 'assigned')).toHaveLength(1);
  });

  it("is each user's own: others see none of it, and only its user's reading marks it read", async () => {
    const [notice] = await unreadOf(managerToken, manager.id, 'assigned');
    expect(await unreadOf(cashierToken, manager.id)).toEqual([]);
    await as(cashierToken).post(`/api/notificationRecipients/${notice!.id}/read`).send({}).expect(404);
    // The superadmin may see everyone's (the grant), but reading it leaves it unread for its user.
    expect((await app.http.post(`/api/notificationRecipients/${notice!.id}/read`).send({}).expect(200)).body.readAt).toBeNull();
    const read = (await as(managerToken).post(`/api/notificationRecipients/${notice!.id}/read`).send({}).expect(200)).body;
    expect(Date.now() - Date.parse(read.readAt)).toBeLessThan(60_000);
    expect(await unreadOf(managerToken, manager.id, 'assigned')).toEqual([]);
    await as(managerToken).post('/api/notificationRecipients').send({ userId: manager.id }).expect(405);
  });

  it('tells the holders of the role a request waits for', async () => {
    const approver = await createUser(app, { role: 'admin' });
    const approverToken = await issueAccessToken(app, approver.id);
    // Without a route for its type, a request waits for an administrator: every active admin is told.
    const registry = await loadRegistry();
    const request = await createSampleRecord(app.http, registry, registry.get('permissionRequests')!);
    expect(request).toMatchObject({ status: 'pending', awaitingRoleId: expect.any(String) });
    const notices = await unreadOf(approverToken, approver.id);
    expect(notices).toEqual([expect.objectContaining({ kind: 'approval', resource: 'permissionRequests', recordId: request.id })]);
  });
});
