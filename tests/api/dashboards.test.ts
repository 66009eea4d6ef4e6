import { issueAccessToken } from '@club/api';
import { DASHBOARD_PERIODS, isDashboard } from '@club/schema';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardInSql } from '../support/dashboard-in-sql';
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

describe('every declared dashboard', () => {
  type Answer = { period: (typeof DASHBOARD_PERIODS)[number] | null; widgets: (Widget & { resource: string; series?: { key: string; values: number[] }[] })[] };
  const dashboards = async () => (await import('@club/schema/node')).loadRegistry().then((registry) => registry.screens.filter(isDashboard));

  it('answers on the demo data as PostgreSQL computes each widget by itself, each count card agreeing with the list behind it', async () => {
    const registry = await (await import('@club/schema/node')).loadRegistry();
    const me = (await demo.http.get('/api/auth/me').expect(200)).body.user as { id: string };
    const inSql = new DashboardInSql(demo, new Map(registry.resources.map((resource) => [resource.name, resource])), me.id);
    for (const dashboard of registry.screens.filter(isDashboard)) {
      for (const period of dashboard.periods ? [undefined, ...DASHBOARD_PERIODS] : [undefined]) {
        const answer = (await demo.http.get(`/api/dashboards/${dashboard.name}${period ? `?period=${period}` : ''}`).expect(200)).body as Answer;
        expect(answer.widgets.map((widget) => widget.key)).toEqual(dashboard.widgets.map((widget) => widget.key));
        // Without a period, the one the dashboard opens on.
        expect(answer.period).toBe(period ?? dashboard.openOn ?? null);
        const counted = answer.period ?? undefined;
        for (const widget of answer.widgets) {
          const declared = dashboard.widgets.find((entry) => entry.key === widget.key)!;
          const where = `${dashboard.name}.${widget.key}${period ? ` (${period})` : ''}`;
          if (declared.kind === 'card') expect(widget.value, where).toBeCloseTo(await inSql.card(declared, counted), 6);
          if (declared.kind === 'list') expect(widget.rows!.map((row) => row.id), where).toEqual(await inSql.list(declared, counted));
          if (declared.kind === 'chart') {
            const counts = await inSql.chart(declared, counted);
            const reference = registry.resources.find((resource) => resource.name === declared.resource)!.fields[declared.by.field]?.kind === 'reference';
            for (const series of widget.series!) {
              const values = counts.get(series.key)!;
              series.values.forEach((value, index) => expect(value, `${where} ${series.key} ${widget.categories![index]}`).toBeCloseTo(values.get(widget.categories![index]!) ?? 0, 6));
              // Every counted category is drawn (a reference's: the most counted ones).
              const left = [...values].filter(([key, value]) => key !== '' && value !== 0 && !widget.categories!.includes(key));
              if (!reference) expect(left, where).toEqual([]);
            }
            if (reference && widget.categories!.length < 12) expect([...counts.values()].flatMap((values) => [...values.keys()].filter((key) => key !== '' && !widget.categories!.includes(key))), where).toEqual([]);
          }
          if (widget.kind !== 'card' || (declared.kind === 'card' && declared.measure && declared.measure !== 'count')) continue;
          const filter = new URL(widget.link, 'http://admin').searchParams.get('filter') ?? '{}';
          const list = await demo.http.get(`/api/${widget.resource}?${new URLSearchParams({ filter, range: '[0,0]' })}`).expect((response) => expect([200, 206]).toContain(response.status));
          expect(widget.value, `${where} list`).toBe(Number(/\/(\d+)$/.exec(String(list.headers['content-range']))![1]));
        }
      }
    }
  });

  it('answers an empty install with zeros and empty lists, every one of them', async () => {
    for (const dashboard of await dashboards()) {
      const answer = (await empty.http.get(`/api/dashboards/${dashboard.name}`).expect(200)).body as Answer;
      for (const widget of answer.widgets) {
        if (widget.kind === 'card') expect(widget.value, `${dashboard.name}.${widget.key}`).toBe(0);
        if (widget.kind === 'list') expect(widget.rows, `${dashboard.name}.${widget.key}`).toEqual([]);
        if (widget.kind === 'chart') expect(widget.series!.flatMap((series) => series.values).every((value) => value === 0), `${dashboard.name}.${widget.key}`).toBe(true);
      }
    }
  });

  it("is refused to a role without its page, and shows a role only the widgets it may list", async () => {
    const roles = ['manager', 'cashier', 'member'] as const;
    for (const role of roles) {
      const user = await createUser(demo, { role });
      const token = await issueAccessToken(demo, user.id);
      const permissions = (await supertest(demo.url).get('/api/auth/me').set(bearer(token)).expect(200)).body.user.permissions as Record<string, string[]>;
      for (const dashboard of await dashboards()) {
        const response = await supertest(demo.url).get(`/api/dashboards/${dashboard.name}`).set(bearer(token));
        if (!permissions[dashboard.name]?.includes('show')) {
          expect(response.status, `${role} on ${dashboard.name}`).toBe(403);
          continue;
        }
        expect(response.status).toBe(200);
        const shown = (response.body as Answer).widgets.map((widget) => widget.key);
        expect(shown).toEqual(dashboard.widgets.filter((widget) => permissions[widget.resource]?.includes('list')).map((widget) => widget.key));
      }
    }
  });
});

describe('a report with periods', () => {
  it('narrows its cards to the period, and ignores a period it does not know', async () => {
    const table = demo.crud.table('visitorLogs');
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
    const { rows } = await demo.pool.query(`SELECT count(*)::int AS "n" FROM ${table.table} WHERE ${table.column('checkInAt')} >= ($1::date)::timestamp AT TIME ZONE 'Asia/Riyadh'`, [`${today.slice(0, 7)}-01`]);
    const month = (await demo.http.get('/api/dashboards/visitsReport?period=month').expect(200)).body;
    expect(month.period).toBe('month');
    expect(month.widgets.find((widget: Widget) => widget.key === 'visitors').value).toBe(rows[0].n);
    const all = (await demo.http.get('/api/dashboards/visitsReport?period=decade').expect(200)).body;
    expect(all.period).toBeNull();
    const { rows: every } = await demo.pool.query(`SELECT count(*)::int AS "n" FROM ${table.table}`);
    expect(all.widgets.find((widget: Widget) => widget.key === 'visitors').value).toBe(every[0].n);
  });
});
