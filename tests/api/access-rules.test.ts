import { issueAccessToken } from '@club/api';
import { ACTIONS, defaultActionsOf } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { randomBytes } from 'node:crypto';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { bearer, createUser, session, type TestUser } from './auth-helpers';

// Access control's rules beyond the matrix (SPEC §2 "Page Permissions", §6 roles): nobody acts
// above their own rank, grants what they do not hold, or changes their own role; the permissions
// JSON is checked; changes to roles and pages apply at once; nothing sneaks in through a body.
const registry = await loadRegistry();

type Row = Record<string, unknown>;

let app: TestApp;
let admin: TestUser;
let adminToken: string;
let manager: TestUser;
let managerToken: string;
let otherSuperadmin: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [admin, manager, otherSuperadmin] = await Promise.all([createUser(app, { role: 'admin' }), createUser(app, { role: 'manager' }), createUser(app, { role: 'superadmin' })]);
  [adminToken, managerToken] = await Promise.all([issueAccessToken(app, admin.id), issueAccessToken(app, manager.id)]);
});
afterAll(() => app?.stop());

const as = (token: string) => supertest.agent(app.url).set(bearer(token));
const tag = () => randomBytes(4).toString('hex');

const userBody = (values: Row = {}): Row => {
  const id = tag();
  return { firstName: 'Rank', lastName: `Rule ${id}`, username: `rank.${id}`, email: `rank.${id}@example.sa`, roleId: 'member', status: 'active', ...values };
};
const roleBody = (values: Row = {}): Row => {
  const id = tag();
  return { key: `role-${id}`, name: `Role ${id}`, nameAr: `دور ${id}`, rank: 30, permissions: {}, ...values };
};

const userRow = async (id: string): Promise<Row> => (await app.http.get(`/api/users/${id}`).expect(200)).body;
const roleRow = async (id: string): Promise<Row> => (await app.http.get(`/api/roles/${id}`).expect(200)).body;
const roleByKey = async (key: string): Promise<Row> => {
  const roles = (await app.http.get('/api/roles').query({ range: '[0,999]' }).expect(200)).body as Row[];
  const role = roles.find((candidate) => candidate.key === key);
  if (!role) throw new Error(`No role '${key}'`);
  return role;
};
const pageByKey = async (key: string): Promise<Row> => {
  const pages = (await app.http.get('/api/pages').query({ range: '[0,999]' }).expect(200)).body as Row[];
  return pages.find((page) => page.key === key)!;
};
const count = async (name: string): Promise<number> =>
  Number(/\/(\d+)$/.exec((await app.http.get(`/api/${name}`).query({ range: '[0,0]' }).expect(200)).headers['content-range'])![1]);

/** A 403 of the rank rules: a message, and the offending field named when there is one. */
const expectForbidden = (response: { status: number; body: Row }, field?: string) => {
  expect(response.status, JSON.stringify(response.body)).toBe(403);
  expect(response.body.message).toEqual(expect.any(String));
  if (field) expect(response.body.errors).toHaveProperty(field);
  else expect(response.body.errors).toEqual(expect.any(Object));
};

describe('users: nobody acts above their own rank', () => {
  it('an admin cannot give the superadmin role: not on create, not on edit', async () => {
    const before = await count('users');
    expectForbidden(await as(adminToken).post('/api/users').send(userBody({ roleId: 'superadmin' })), 'roleId');
    expect(await count('users')).toBe(before);

    const member = await createUser(app, { role: 'member' });
    const row = await userRow(member.id);
    expectForbidden(await as(adminToken).put(`/api/users/${member.id}`).send({ roleId: 'superadmin', version: row.version }), 'roleId');
    expect(await userRow(member.id)).toEqual(row);
  });

  it('an admin may give roles up to their own rank', async () => {
    const created = await as(adminToken).post('/api/users').send(userBody({ roleId: 'admin' })).expect(201);
    expect(created.body.roleId).toBe((await roleByKey('admin')).id);
    await as(adminToken).put(`/api/users/${created.body.id}`).send({ roleId: 'cashier', version: created.body.version }).expect(200);
  });

  it('an admin cannot edit or delete a superadmin', async () => {
    const row = await userRow(otherSuperadmin.id);
    expectForbidden(await as(adminToken).put(`/api/users/${otherSuperadmin.id}`).send({ firstName: 'Demoted', version: row.version }));
    expectForbidden(await as(adminToken).put(`/api/users/${otherSuperadmin.id}`).send({ status: 'suspended', version: row.version }));
    expectForbidden(await as(adminToken).delete(`/api/users/${otherSuperadmin.id}`));
    expect(await userRow(otherSuperadmin.id)).toEqual(row);
  });

  it('an admin cannot change their own role or status, nor delete themselves; other own fields are fine', async () => {
    const row = await userRow(admin.id);
    expectForbidden(await as(adminToken).put(`/api/users/${admin.id}`).send({ roleId: 'manager', version: row.version }), 'roleId');
    expectForbidden(await as(adminToken).put(`/api/users/${admin.id}`).send({ roleId: 'superadmin', version: row.version }), 'roleId');
    expectForbidden(await as(adminToken).put(`/api/users/${admin.id}`).send({ status: 'inactive', version: row.version }), 'status');
    expectForbidden(await as(adminToken).delete(`/api/users/${admin.id}`));
    expect(await userRow(admin.id)).toEqual(row);
    // The same role given again is no change: the rule is about changing it.
    const renamed = await as(adminToken).put(`/api/users/${admin.id}`).send({ firstName: 'Renamed', roleId: 'admin', version: row.version }).expect(200);
    expect(renamed.body).toMatchObject({ firstName: 'Renamed', roleId: row.roleId, status: 'active' });
    // Not signed out by that: the role did not change.
    await as(adminToken).get('/api/users').query({ range: '[0,0]' }).expect(200);
  });

  it('a manager cannot escalate by sending roleId (or anything) for themselves', async () => {
    const row = await userRow(manager.id);
    for (const change of [{ roleId: 'superadmin' }, { roleId: 'admin' }, { firstName: 'Self-made' }]) {
      const response = await as(managerToken).put(`/api/users/${manager.id}`).send({ ...change, version: row.version });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: expect.any(String), errors: {} });
    }
    expect(await userRow(manager.id)).toEqual(row);
    // Nor through a role: creating or editing one is not theirs either.
    const managerRole = await roleByKey('manager');
    expect((await as(managerToken).put(`/api/roles/${managerRole.id}`).send({ rank: 99, version: managerRole.version })).status).toBe(403);
    expect((await as(managerToken).post('/api/roles').send(roleBody({ rank: 10 }))).status).toBe(403);
    expect(await roleByKey('manager')).toEqual(managerRole);
  });

  it("a user's session ends (401) when an administrator changes their role, and the refresh token with it", async () => {
    const cashier = await createUser(app, { role: 'cashier' });
    const { accessToken, refreshToken } = await session(app, cashier);
    // Meetings are a member's page, not a cashier's.
    await as(accessToken).get('/api/meetings').query({ range: '[0,0]' }).expect(403);
    const row = await userRow(cashier.id);
    await as(adminToken).put(`/api/users/${cashier.id}`).send({ roleId: 'member', version: row.version }).expect(200);
    const refused = await as(accessToken).get('/api/tasks').query({ range: '[0,0]' });
    expect(refused.status).toBe(401);
    await app.anonymous.post('/api/auth/refresh').set('Cookie', `refresh_token=${refreshToken}`).expect(401);
    // Signed in again, the new role applies.
    const again = await session(app, cashier);
    expect(again.body.user.role).toMatchObject({ key: 'member', rank: 20 });
    await as(again.accessToken).get('/api/meetings').query({ range: '[0,0]' }).expect(200);
  });
});

describe('roles: managed only below one’s own rank, granting only what one holds', () => {
  it('an admin cannot create a role of their rank or above', async () => {
    const before = await count('roles');
    for (const rank of [80, 81, 100]) expectForbidden(await as(adminToken).post('/api/roles').send(roleBody({ rank })), 'rank');
    expect(await count('roles')).toBe(before);
  });

  it('an admin cannot edit or delete the admin or superadmin role', async () => {
    for (const key of ['admin', 'superadmin']) {
      const role = await roleByKey(key);
      expectForbidden(await as(adminToken).put(`/api/roles/${role.id}`).send({ description: 'Mine now', version: role.version }));
      expectForbidden(await as(adminToken).put(`/api/roles/${role.id}`).send({ rank: 50, version: role.version }));
      // Users still hold these roles: the delete may be refused for that first (409), never done.
      expect([403, 409]).toContain((await as(adminToken).delete(`/api/roles/${role.id}`)).status);
      expect(await roleRow(role.id as string)).toEqual(role);
    }
    // A role above the admin that nobody holds: refused for its rank.
    const high = (await app.http.post('/api/roles').send(roleBody({ rank: 90 })).expect(201)).body;
    expectForbidden(await as(adminToken).put(`/api/roles/${high.id}`).send({ rank: 10, version: high.version }));
    expectForbidden(await as(adminToken).delete(`/api/roles/${high.id}`));
    expect(await roleRow(high.id)).toEqual(high);
    // Nor one at the admin's own rank.
    const peer = (await app.http.post('/api/roles').send(roleBody({ rank: 80 })).expect(201)).body;
    expectForbidden(await as(adminToken).put(`/api/roles/${peer.id}`).send({ name: 'Peer', version: peer.version }));
    expectForbidden(await as(adminToken).delete(`/api/roles/${peer.id}`));
  });

  it('an admin creates, edits and deletes a role of rank 50 with permissions they hold, but cannot lift it to their rank', async () => {
    const created = await as(adminToken).post('/api/roles').send(roleBody({ rank: 50, permissions: { tasks: ['list', 'show', 'delete'], meetings: ['list'] } })).expect(201);
    expect(created.body).toMatchObject({ rank: 50, permissions: { tasks: ['list', 'show', 'delete'], meetings: ['list'] } });
    const edited = await as(adminToken).put(`/api/roles/${created.body.id}`).send({ rank: 60, permissions: { tasks: ['list'] }, version: created.body.version }).expect(200);
    expectForbidden(await as(adminToken).put(`/api/roles/${created.body.id}`).send({ rank: 80, version: edited.body.version }), 'rank');
    expect((await roleRow(created.body.id)).rank).toBe(60);
    await as(adminToken).delete(`/api/roles/${created.body.id}`).expect(200);
  });

  it('an admin cannot grant an action their own role lacks; what a role already holds may stay', async () => {
    const adminRole = await roleByKey('admin');
    const original = adminRole.permissions as Record<string, string[]>;
    expect(original.tasks).toContain('delete');
    // A role that already holds delete on tasks, made by the superadmin before the admin loses it.
    const holder = (await app.http.post('/api/roles').send(roleBody({ rank: 40, permissions: { tasks: ['list', 'delete'] } })).expect(201)).body;
    const trimmed = await app.http
      .put(`/api/roles/${adminRole.id}`)
      .send({ permissions: { ...original, tasks: original.tasks!.filter((action) => action !== 'delete') }, version: adminRole.version })
      .expect(200);
    try {
      const before = await count('roles');
      expectForbidden(await as(adminToken).post('/api/roles').send(roleBody({ rank: 50, permissions: { tasks: ['list', 'delete'] } })), 'permissions');
      expect(await count('roles')).toBe(before);
      const plain = (await as(adminToken).post('/api/roles').send(roleBody({ rank: 50, permissions: { tasks: ['list'] } })).expect(201)).body;
      expectForbidden(await as(adminToken).put(`/api/roles/${plain.id}`).send({ permissions: { tasks: ['list', 'delete'] }, version: plain.version }), 'permissions');
      expect((await roleRow(plain.id)).permissions).toEqual({ tasks: ['list'] });
      // Only what a write adds is checked: renaming a role that holds delete is fine.
      await as(adminToken).put(`/api/roles/${holder.id}`).send({ name: `Renamed ${tag()}`, version: holder.version }).expect(200);
      // The guard agrees: the admin may no longer delete tasks.
      const task = (await app.http.post('/api/tasks').send(await taskBody()).expect(201)).body;
      expect((await as(adminToken).delete(`/api/tasks/${task.id}`)).status).toBe(403);
      await app.http.get(`/api/tasks/${task.id}`).expect(200);
    } finally {
      await app.http.put(`/api/roles/${adminRole.id}`).send({ permissions: original, version: trimmed.body.version }).expect(200);
    }
    expect((await roleByKey('admin')).permissions).toEqual(original);
  });

  it('refuses malformed permissions with 400 on `permissions`', async () => {
    const malformed: unknown[] = [
      'tasks',
      ['tasks'],
      42,
      { tasks: 'list' },
      { tasks: [1] },
      { tasks: { list: true } },
      { noSuchPage: ['list'] },
      { tasks: ['fly'] },
      { tasks: ['list', 'LIST'] },
      { auditLogs: ['create'] },
      { auditLogs: ['delete'] },
      { pages: ['create'] },
      { notifications: ['edit'] },
    ];
    const before = await count('roles');
    for (const permissions of malformed) {
      const response = await app.http.post('/api/roles').send(roleBody({ permissions }));
      expect(response.status, JSON.stringify(permissions)).toBe(400);
      // A top-level string or list is not even JSON to the database (400 without a field); the rest names it.
      if (typeof permissions === 'object' && !Array.isArray(permissions)) expect(response.body.errors, JSON.stringify(permissions)).toHaveProperty('permissions');
    }
    expect(await count('roles')).toBe(before);
    const role = (await app.http.post('/api/roles').send(roleBody()).expect(201)).body;
    for (const permissions of malformed) {
      const response = await app.http.put(`/api/roles/${role.id}`).send({ permissions, version: role.version });
      expect(response.status, JSON.stringify(permissions)).toBe(400);
    }
    expect(await roleRow(role.id)).toEqual(role);
  });

  it('permissions sent as a JSON text are checked as what they become', async () => {
    // The database reads a JSON text as the object it spells: the rules must see that object.
    const response = await as(adminToken).post('/api/roles').send(roleBody({ rank: 10, permissions: JSON.stringify({ notifications: ['list'] }) }));
    expect([400, 403]).toContain(response.status);
    const roles = (await app.http.get('/api/roles').query({ range: '[0,999]' }).expect(200)).body as Row[];
    expect(roles.filter((role) => role.key !== 'superadmin' && JSON.stringify(role.permissions ?? {}).includes('notifications')).map((role) => role.key)).toEqual([]);
  });

  it("a role's permissions take effect for its users at once", async () => {
    const role = (await app.http.post('/api/roles').send(roleBody({ rank: 30, permissions: {} })).expect(201)).body;
    const clerk = await createUser(app, { roleId: role.key });
    const token = await issueAccessToken(app, clerk.id);
    const task = (await app.http.post('/api/tasks').send(await taskBody()).expect(201)).body;
    await as(token).get('/api/tasks').query({ range: '[0,9]' }).expect(403);
    const granted = await app.http.put(`/api/roles/${role.id}`).send({ permissions: { tasks: ['list'] }, version: role.version }).expect(200);
    await as(token).get('/api/tasks').query({ range: '[0,9]' }).expect(200);
    // list only: no record, no export, no write.
    await as(token).get(`/api/tasks/${task.id}`).expect(403);
    await as(token).get('/api/tasks').query({ range: '[0,199]' }).expect(403);
    await as(token).get('/api/tasks').query({ filter: JSON.stringify({ id: [task.id] }) }).expect(200);
    await as(token).delete(`/api/tasks/${task.id}`).expect(403);
    const me = await as(token).get('/api/auth/me').expect(200);
    expect(me.body.user.permissions).toEqual({ tasks: ['list'] });
    await app.http.put(`/api/roles/${role.id}`).send({ permissions: {}, version: granted.body.version }).expect(200);
    await as(token).get('/api/tasks').query({ range: '[0,9]' }).expect(403);
  });

  it('several role writes at once all succeed (a write never waits on a second connection)', async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, () => app.http.post('/api/roles').send(roleBody({ rank: 15, permissions: { tasks: ['list'] } }))));
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 201));
    const edits = await Promise.all(responses.map((response) => as(adminToken).put(`/api/roles/${response.body.id}`).send({ name: `Busy ${tag()}`, version: response.body.version })));
    expect(edits.map((response) => response.status)).toEqual(edits.map(() => 200));
  });
});

describe('pages', () => {
  it('switching a page off refuses it to everyone, the superadmin included; switching it on restores it', async () => {
    const page = await pageByKey('tasks');
    expect(page.enabled).toBe(true);
    const body = await taskBody();
    const off = await app.http.put(`/api/pages/${page.id}`).send({ enabled: false, version: page.version }).expect(200);
    try {
      for (const client of [app.http, as(adminToken), as(managerToken)]) {
        const response = await client.get('/api/tasks').query({ range: '[0,9]' });
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message: expect.stringMatching(/switched off/), errors: {} });
        expect((await client.post('/api/tasks').send(body)).status).toBe(403);
      }
      const me = await app.http.get('/api/auth/me').expect(200);
      expect(me.body.user.permissions).not.toHaveProperty('tasks');
      // The page itself can still be found and switched back on.
      expect((await pageByKey('tasks')).enabled).toBe(false);
    } finally {
      await app.http.put(`/api/pages/${page.id}`).send({ enabled: true, version: off.body.version }).expect(200);
    }
    await app.http.get('/api/tasks').query({ range: '[0,9]' }).expect(200);
    await as(managerToken).get('/api/tasks').query({ range: '[0,9]' }).expect(200);
  });

  it('pages are neither created nor deleted through the API (405), and their code-owned fields do not change', async () => {
    const page = await pageByKey('auditLogs');
    const before = await count('pages');
    const created = await app.http.post('/api/pages').send({ key: 'madeUp', route: '/madeUp', group: 'users', actions: ['list'], enabled: true });
    expect(created.status).toBe(405);
    expect((await app.http.delete(`/api/pages/${page.id}`)).status).toBe(405);
    expect(await count('pages')).toBe(before);
    // key, route, group and actions are the code's: an edit leaves them as they are.
    const edited = await app.http
      .put(`/api/pages/${page.id}`)
      .send({ key: 'renamed', route: '/elsewhere', group: 'finance', actions: [...ACTIONS], label: 'Audit trail', version: page.version });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ key: 'auditLogs', route: page.route, group: page.group, actions: page.actions, label: 'Audit trail' });
    // And no role can be granted what the page does not offer.
    expect((await app.http.post('/api/roles').send(roleBody({ permissions: { auditLogs: ['create'] } }))).status).toBe(400);
  });
});

describe('mass assignment', () => {
  it('POST /api/users ignores id, createdAt, updatedAt and version; refuses unknown fields (400); hashes whatever password it is given', async () => {
    const planted = {
      id: '00000000-0000-4000-8000-000000000001',
      createdAt: '2001-01-01T00:00:00.000Z',
      updatedAt: '2001-01-01T00:00:00.000Z',
      version: 99,
    };
    const created = await app.http.post('/api/users').send(userBody(planted)).expect(201);
    expect(created.body.id).not.toBe(planted.id);
    expect(created.body.version).toBe(1);
    expect(created.body.createdAt).not.toBe(planted.createdAt);
    expect(created.body.updatedAt).not.toBe(planted.updatedAt);

    for (const extra of [{ passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA' }, { tokenVersion: 0 }, { token_hash: 'x' }, { role: 'superadmin' }, { isAdmin: true }, { permissions: { users: ['delete'] } }]) {
      const response = await app.http.post('/api/users').send(userBody(extra));
      expect(response.status, JSON.stringify(extra)).toBe(400);
      expect(response.body.errors, JSON.stringify(extra)).toHaveProperty(Object.keys(extra)[0]!);
    }

    // A hash-looking password is a password like any other: hashed again, never stored as given.
    const planting = '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG';
    const user = (await app.http.post('/api/users').send(userBody({ password: planting })).expect(201)).body;
    expect(user).not.toHaveProperty('password');
    const { rows } = await app.pool.query('SELECT "password" FROM "users" WHERE "id" = $1', [user.id]);
    expect(rows[0].password).toMatch(/^\$argon2id\$/);
    expect(rows[0].password).not.toBe(planting);
    const edited = await app.http.put(`/api/users/${user.id}`).send({ ...planted, firstName: 'Still me', version: user.version }).expect(200);
    expect(edited.body).toMatchObject({ id: user.id, createdAt: user.createdAt, version: 2 });
    expect((await app.http.put(`/api/users/${user.id}`).send({ passwordHash: 'x', version: 2 })).status).toBe(400);
  });

  it('an admin cannot create a user above their rank by naming the role by id either', async () => {
    const superadminRole = await roleByKey('superadmin');
    expectForbidden(await as(adminToken).post('/api/users').send(userBody({ roleId: superadminRole.id })), 'roleId');
  });
});

describe('the session tells what the guard enforces', () => {
  it.each(['admin', 'manager', 'cashier', 'member'])('%s: /api/auth/me permissions match the guard on every page', async (roleKey) => {
    const user = await createUser(app, { role: roleKey });
    const token = await issueAccessToken(app, user.id);
    const me = await as(token).get('/api/auth/me').expect(200);
    const permissions = me.body.user.permissions as Record<string, string[]>;
    expect(me.body.user.role).toMatchObject({ key: roleKey, rank: expect.any(Number) });
    const differences: string[] = [];
    await Promise.all(
      registry.resources.map(async (resource) => {
        const held = permissions[resource.name] ?? [];
        // The session shows the seeded defaults (nothing above changed this role for good).
        if (JSON.stringify(held) !== JSON.stringify(defaultActionsOf(roleKey, resource))) differences.push(`${resource.name}: session ${held}, defaults ${defaultActionsOf(roleKey, resource)}`);
        const list = await as(token).get(`/api/${resource.name}`).query({ range: '[0,0]' });
        if ((list.status === 200) !== held.includes('list') || (list.status !== 200 && list.status !== 403)) differences.push(`${resource.name} list: session ${held}, guard ${list.status}`);
        const show = await as(token).get(`/api/${resource.name}/00000000-0000-4000-8000-000000000000`);
        if ((show.status === 404) !== held.includes('show') || (show.status !== 404 && show.status !== 403)) differences.push(`${resource.name} show: session ${held}, guard ${show.status}`);
      }),
    );
    expect(differences.sort()).toEqual([]);
  });
});

/** A valid task, its references made as the superadmin. */
const taskBody = async (): Promise<Row> => {
  const { sampleBody } = await import('../support/samples');
  return sampleBody(app.http, registry, registry.get('tasks')!);
};
