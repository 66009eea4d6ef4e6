import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, bearer, createUser, type TestUser } from '../api/auth-helpers';

// Least privilege (issue 11, item 5): each way an account could reach beyond its role is refused.
let app: TestApp;
let admin: { user: TestUser; token: string };

const as = (token: string) => ({
  get: (path: string) => anonymous(app).get(path).set(bearer(token)),
  post: (path: string, body: unknown) => anonymous(app).post(path).set(bearer(token)).send(body as object),
  put: (path: string, body: unknown) => anonymous(app).put(path).set(bearer(token)).send(body as object),
});
const signedIn = async (role: string) => {
  const user = await createUser(app, { role });
  return { user, token: await app.auth.issueAccessToken(user.id) };
};
const pageOf = async (key: string) =>
  ((await app.http.get('/api/pages').query({ filter: JSON.stringify({ q: key }), range: '[0,99]' }).expect(200)).body as { id: string; key: string; version: number }[]).find((page) => page.key === key)!;
const newUser = (roleId: string, tag: string) => ({ firstName: 'New', lastName: tag, username: `new.${tag}`, email: `new.${tag}@club.sa`, roleId, status: 'active' });

beforeAll(async () => {
  app = await startTestApp();
  admin = await signedIn('admin');
  // A role below the admin's rank that holds what the admin does not: the outbox, which carries reset codes.
  await app.http.post('/api/roles').send({ key: 'mail-reader', name: 'Mail reader', nameAr: 'قارئ البريد', rank: 10, permissions: { notifications: ['list', 'show'] } }).expect(201);
  await app.http.post('/api/roles').send({ key: 'auditor', name: 'Auditor', nameAr: 'مدقق', rank: 10, permissions: { auditLogs: ['list', 'show'], tasks: ['list', 'show'] } }).expect(201);
});
afterAll(() => app?.stop());

describe('giving a role', () => {
  it('needs every permission the role holds, not only a higher rank', async () => {
    const refused = await as(admin.token).post('/api/users', newUser('mail-reader', 'mail1')).expect(403);
    expect(refused.body.errors.roleId).toMatch(/notifications/);
    const member = await createUser(app, { role: 'member' });
    const { version } = (await app.http.get(`/api/users/${member.id}`).expect(200)).body;
    await as(admin.token).put(`/api/users/${member.id}`, { roleId: 'mail-reader', version }).expect(403);
    // A role within the admin's own permissions is given.
    await as(admin.token).post('/api/users', newUser('cashier', 'cash1')).expect(201);
  });
});

describe('the pages access control lives on', () => {
  it.each(['pages', 'roles', 'users', 'auditLogs', 'securityEvents'])('%s cannot be switched off, by the superadmin neither', async (key) => {
    const page = await pageOf(key);
    const refused = await app.http.put(`/api/pages/${page.id}`).send({ enabled: false, version: page.version }).expect(400);
    expect(Object.keys(refused.body.errors)).toEqual(['enabled']);
    expect((await app.http.get(`/api/pages/${page.id}`).expect(200)).body.enabled).toBe(true);
  });

  it('other pages can be', async () => {
    const page = await pageOf('tasks');
    const off = await app.http.put(`/api/pages/${page.id}`).send({ enabled: false, version: page.version }).expect(200);
    await app.http.put(`/api/pages/${page.id}`).send({ enabled: true, version: off.body.version }).expect(200);
  });
});

describe('the audit trail', () => {
  it('shows a reader only the trail of resources they may show', async () => {
    const auditor = await signedIn('auditor');
    await app.http.post('/api/tasks').send({ title: 'Audited task' }).expect(201);
    const everything = (await app.http.get('/api/auditLogs').query({ range: '[0,999]' }).expect(200)).body as { resource: string }[];
    expect(new Set(everything.map((row) => row.resource))).toContain('roles');
    const seen = (await as(auditor.token).get('/api/auditLogs').query({ range: '[0,99]' }).expect(200)).body as { resource: string }[];
    expect(seen.length).toBeGreaterThan(0);
    expect([...new Set(seen.map((row) => row.resource))]).toEqual(['tasks']);
    const roles = await as(auditor.token).get('/api/auditLogs').query({ filter: JSON.stringify({ resource: 'roles' }) }).expect(200);
    expect(roles.body).toEqual([]);
    expect(roles.headers['content-range']).toMatch(/\/0$/);
  });
});

describe('the directory', () => {
  it("shows everyone names and roles, but users' contact data, preferences and roles' matrices only to those who manage them", async () => {
    const cashier = await signedIn('cashier');
    const users = (await as(cashier.token).get('/api/users').expect(200)).body as Record<string, unknown>[];
    expect(users.length).toBeGreaterThan(0);
    for (const user of users) {
      expect(user).toHaveProperty('username');
      expect(user).not.toHaveProperty('email');
      expect(user).not.toHaveProperty('phone');
      expect(user).not.toHaveProperty('preferences');
    }
    const roles = (await as(cashier.token).get('/api/roles').expect(200)).body as Record<string, unknown>[];
    for (const role of roles) {
      expect(role).toHaveProperty('name');
      expect(role).not.toHaveProperty('permissions');
    }
    // Nor can they be found through them.
    await as(cashier.token).get('/api/users').query({ filter: JSON.stringify({ email: admin.user.email }) }).expect(400);
    const own = (await as(admin.token).get(`/api/users/${admin.user.id}`).expect(200)).body;
    expect(own.email).toBe(admin.user.email);
    expect((await as(admin.token).get('/api/roles').expect(200)).body[0]).toHaveProperty('permissions');
  });
});

describe('one\'s own sign-in details', () => {
  it.each([
    ['password', 'Some-Other-Pass-2026'],
    ['email', 'elsewhere@club.sa'],
    ['username', 'someone.else'],
  ])('%s cannot be changed through PUT /api/users/{self}', async (field, value) => {
    const self = await signedIn('admin');
    const { version } = (await as(self.token).get(`/api/users/${self.user.id}`).expect(200)).body;
    const refused = await as(self.token).put(`/api/users/${self.user.id}`, { [field]: value, version }).expect(403);
    expect(Object.keys(refused.body.errors)).toEqual([field]);
    await as(self.token).put(`/api/users/${self.user.id}`, { firstName: 'Renamed', version }).expect(200);
  });
});
