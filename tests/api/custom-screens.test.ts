import { issueAccessToken } from '@club/api';
import { SEEDED_ROLES, defaultActionsOf } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { randomBytes } from 'node:crypto';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { bearer, createUser } from './auth-helpers';

// Custom screens (schema/src/screens/, e.g. the task report at /tasks/report) are pages like the
// resources: a row in Manage Pages, a column of the roles' matrix offering `show` only, the
// seeded roles' defaults by their menu group, and nobody holds a page that is switched off.
const registry = await loadRegistry();
const screen = registry.screens.find((candidate) => candidate.route === '/tasks/report')!;

type Row = Record<string, unknown>;
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const pageRow = async (key: string): Promise<Row> => {
  const pages = (await app.http.get('/api/pages').query({ range: '[0,999]' }).expect(200)).body as Row[];
  return pages.find((page) => page.key === key)!;
};
const permissionsOf = async (role: string): Promise<Record<string, string[]>> => {
  const user = await createUser(app, { role });
  return (await supertest(app.url).get('/api/auth/me').set(bearer(await issueAccessToken(app, user.id))).expect(200)).body.user.permissions;
};

describe('a custom screen', () => {
  it('is declared beside the resources, at its spec path', () => {
    expect(screen).toMatchObject({ name: 'taskReport', menu: { group: 'internalOps' } });
    expect(registry.pages.map((page) => page.name)).toContain('taskReport');
  });

  it('has its row in Manage Pages, offering only `show`', async () => {
    expect(await pageRow(screen.name)).toMatchObject({ route: '/tasks/report', group: 'internalOps', actions: ['show'], enabled: true });
  });

  it("gives each seeded role its group's default", async () => {
    for (const role of SEEDED_ROLES) {
      const expected = defaultActionsOf(role.key, { menu: screen.menu, access: screen.access, actions: ['show'] });
      expect((await permissionsOf(role.key))[screen.name] ?? [], role.key).toEqual(expected);
    }
    // The group's defaults are not everything: a cashier reads internal operations but nothing of HR.
    expect(defaultActionsOf('cashier', { menu: { group: 'hr' }, actions: ['show'] })).toEqual([]);
  });

  it('may be granted `show` in a role, and nothing a screen does not offer', async () => {
    const key = `report-${randomBytes(3).toString('hex')}`;
    const body = { key, name: key, nameAr: `تقرير ${key}`, rank: 30, permissions: { [screen.name]: ['list'] } };
    const refused = await app.http.post('/api/roles').send(body).expect(400);
    expect(JSON.stringify(refused.body)).toContain(screen.name);
    await app.http.post('/api/roles').send({ ...body, permissions: { [screen.name]: ['show'] } }).expect(201);
  });

  it('is held by nobody once Manage Pages switches it off, and again once it is back on', async () => {
    const row = await pageRow(screen.name);
    await app.http.put(`/api/pages/${row.id}`).send({ enabled: false, version: row.version }).expect(200);
    expect((await permissionsOf('manager'))[screen.name]).toBeUndefined();
    const off = await pageRow(screen.name);
    await app.http.put(`/api/pages/${off.id}`).send({ enabled: true, version: off.version }).expect(200);
    expect((await permissionsOf('manager'))[screen.name]).toEqual(['show']);
  });
});
