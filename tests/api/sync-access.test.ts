import { syncAccess } from '@club/api';
import { defaultActionsOf, SEEDED_ROLES } from '@club/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

// At every start the pages follow the code (api/src/access/sync-access.ts): a page's route, group
// and actions are the code's, a page new to the database comes with the seeded roles' defaults, a
// page the code no longer has goes, and what administrators set (labels, the on/off switch) stands.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const pageRows = async () => new Map((await app.pool.query<{ key: string; route: string; label: string | null; version: string }>('SELECT "key", "route", "label", xmin::text AS "version" FROM "pages"')).rows.map((row) => [row.key, row]));
const permissionsOf = async (role: string) => (await app.pool.query<{ permissions: Record<string, string[]> }>('SELECT "permissions" FROM "roles" WHERE "key" = $1', [role])).rows[0]!.permissions;

describe('pages at start', () => {
  it('brings a changed, a missing and a stale page in line with the code, and keeps what administrators set', async () => {
    const [moved, labelled] = app.registry.pages;
    const granted = app.registry.pages.find((page) => page !== moved && page !== labelled && SEEDED_ROLES.some((role) => role.key !== 'superadmin' && defaultActionsOf(role.key, page).length > 0))!;
    await app.pool.query(`UPDATE "pages" SET "route" = '/moved-away', "actions" = '{list}' WHERE "key" = $1`, [moved!.name]);
    await app.pool.query(`UPDATE "pages" SET "label" = 'Our own name', "enabled" = false WHERE "key" = $1`, [labelled!.name]);
    await app.pool.query('DELETE FROM "pages" WHERE "key" = $1', [granted.name]);
    await app.pool.query('UPDATE "roles" SET "permissions" = "permissions" - $1::text', [granted.name]);
    await app.pool.query(`INSERT INTO "pages" ("key", "route", "group", "actions", "enabled") VALUES ('retired', '/retired', 'users', '{list}', true)`);

    await syncAccess(app.pool, app.registry);

    const rows = await pageRows();
    expect(rows.get(moved!.name)?.route).toBe(moved!.route);
    expect((await app.pool.query('SELECT "actions" FROM "pages" WHERE "key" = $1', [moved!.name])).rows[0].actions).toEqual([...moved!.actions]);
    expect(rows.get(labelled!.name)?.label).toBe('Our own name');
    expect((await app.pool.query('SELECT "enabled" FROM "pages" WHERE "key" = $1', [labelled!.name])).rows[0].enabled).toBe(false);
    expect(rows.has(granted.name)).toBe(true);
    expect(rows.has('retired')).toBe(false);
    expect([...rows.keys()].sort()).toEqual(app.registry.pages.map((page) => page.name).sort());
    for (const role of SEEDED_ROLES) {
      const defaults = defaultActionsOf(role.key, granted);
      expect((await permissionsOf(role.key))[granted.name], role.key).toEqual(defaults.length > 0 ? [...defaults] : undefined);
    }
  });

  it('writes no row again when the pages already say what the code says', async () => {
    await syncAccess(app.pool, app.registry);
    const before = await pageRows();
    await syncAccess(app.pool, app.registry);
    const after = await pageRows();
    expect([...after].map(([key, row]) => [key, row.version])).toEqual([...before].map(([key, row]) => [key, row.version]));
  });
});
