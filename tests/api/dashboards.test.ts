import { issueAccessToken } from '@club/api';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { bearer, createUser } from './auth-helpers';

// Dashboards declared as data (schema/src/screens/home.ts) and computed in SQL by one API
// (api/src/dashboards): every number here is compared with a count made directly in SQL on the
// demo data; a reader sees only the widgets over resources they may list.
let demo: TestApp;
let empty: TestApp;
beforeAll(async () => {
  [demo, empty] = await Promise.all([startTestApp({ seedDemo: true }), startTestApp()]);
});
afterAll(async () => {
  await demo?.stop();
  await empty?.stop();
});

type Widget = { key: string; kind: string; value?: number; categories?: string[]; series?: { values: number[] }[]; rows?: { id: string; label: string }[]; link: string };
const widgetsOf = async (app: TestApp, token = app.token) =>
  new Map(((await supertest(app.url).get('/api/dashboards/home').set(bearer(token)).expect(200)).body.widgets as Widget[]).map((widget) => [widget.key, widget]));

/** One number straight from PostgreSQL, over a resource's table (names from the declaration). */
const scalar = async (app: TestApp, resource: string, expression: (column: (field: string) => string) => string, where: (column: (field: string) => string) => string, values: unknown[] = []) => {
  const table = app.crud.table(resource);
  const column = (field: string) => table.column(field);
  const { rows } = await app.pool.query(`SELECT (${expression(column)})::float8 AS "n" FROM ${table.table} WHERE ${where(column)}`, values);
  return Number(rows[0].n);
};

describe('the home dashboard', () => {
  it("computes its cards as SQL counts them on the demo data", async () => {
    const widgets = await widgetsOf(demo);
    const inService = (column: (field: string) => string) => `${column('status')} IN ('inUse', 'available', 'underMaintenance')`;
    expect(widgets.get('assets')!.value).toBe(await scalar(demo, 'assets', () => 'count(*)', inService));
    expect(widgets.get('assetValue')!.value).toBeCloseTo(await scalar(demo, 'assets', (c) => `COALESCE(sum(${c('bookValue')}), 0)`, inService), 2);
    expect(widgets.get('openMaintenance')!.value).toBe(await scalar(demo, 'maintenanceRequests', () => 'count(*)', (c) => `${c('status')} IN ('requested', 'assigned', 'inProgress')`));
    expect(widgets.get('lowStock')!.value).toBe(await scalar(demo, 'warehouseItems', () => 'count(*)', (c) => `${c('status')} IN ('lowStock', 'outOfStock')`));
    expect(widgets.get('bookingsToday')!.value).toBe(
      await scalar(
        demo,
        'facilityBookings',
        () => 'count(*)',
        (c) => `${c('status')} IN ('requested', 'confirmed') AND ${c('startsAt')} >= (now() AT TIME ZONE 'Asia/Riyadh')::date AT TIME ZONE 'Asia/Riyadh'
                AND ${c('startsAt')} <= ((now() AT TIME ZONE 'Asia/Riyadh')::date + 1) AT TIME ZONE 'Asia/Riyadh'`,
      ),
    );
    expect(widgets.get('assets')!.value).toBeGreaterThan(0);
    expect(widgets.get('openMaintenance')!.link).toBe(`/Maintenances/OrdersManagement?filter=${encodeURIComponent(JSON.stringify({ status: ['requested', 'assigned', 'inProgress'] }))}`.replace(/%20/g, '+'));
  });

  it('counts maintenance by every status, zero where there is none', async () => {
    const chart = (await widgetsOf(demo)).get('maintenanceByStatus')!;
    expect(chart.categories).toEqual(['requested', 'assigned', 'inProgress', 'completed', 'cancelled']);
    const expected = await Promise.all(chart.categories!.map((status) => scalar(demo, 'maintenanceRequests', () => 'count(*)', (c) => `${c('status')} = $1`, [status])));
    expect(chart.series![0]!.values).toEqual(expected);
  });

  it('lists the next scheduled meetings from now, soonest first', async () => {
    const table = demo.crud.table('meetings');
    const { rows } = await demo.pool.query(
      `SELECT "id" FROM ${table.table} WHERE ${table.column('status')} = 'scheduled' AND ${table.column('startsAt')} >= now() ORDER BY ${table.column('startsAt')}, "id" LIMIT 5`,
    );
    expect((await widgetsOf(demo)).get('upcomingMeetings')!.rows!.map((row) => row.id)).toEqual(rows.map((row) => row.id));
  });

  it("shows a reader only the widgets over resources they may list, and their own notifications", async () => {
    const member = await createUser(demo, { role: 'member' });
    const widgets = await widgetsOf(demo, await issueAccessToken(demo, member.id));
    expect(widgets.has('upcomingMeetings')).toBe(true);
    expect(widgets.has('assets')).toBe(false);
    expect(widgets.has('assetValue')).toBe(false);
    expect(widgets.get('notifications')!.rows).toEqual([]);
  });

  it('answers an empty install with zeros and empty lists, and 404 for what is no dashboard', async () => {
    const widgets = await widgetsOf(empty);
    for (const key of ['assets', 'assetValue', 'openMaintenance', 'lowStock', 'bookingsToday']) expect(widgets.get(key)!.value).toBe(0);
    for (const key of ['upcomingMeetings', 'plannedVisits', 'notifications']) expect(widgets.get(key)!.rows).toEqual([]);
    expect(widgets.get('tasksByStatus')!.series![0]!.values.every((value) => value === 0)).toBe(true);
    await empty.http.get('/api/dashboards/apps').expect(404);
    await empty.http.get('/api/dashboards/nothing').expect(404);
    await supertest(empty.url).get('/api/dashboards/home').expect(401);
  });
});
