import { DASHBOARD_PERIODS, isDashboard } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardInSql } from '../support/dashboard-in-sql';
import { startTestApp, type TestApp } from '../support/test-app';
import { days, today } from './facilities/fixtures';

// Issue 46 item 9, a KPI's change: a card counting a period (the page's, or its own `within`)
// answers the period just before as well, the same query a period earlier; a card of "now" or of
// all time answers none rather than a made-up one.
let demo: TestApp;
let empty: TestApp;
beforeAll(async () => {
  [demo, empty] = await Promise.all([startTestApp({ seedDemo: true }), startTestApp()]);
});
afterAll(async () => {
  await demo?.stop();
  await empty?.stop();
});

type Card = { key: string; kind: string; value: number; previous: { period: string; value: number } | null; upIsGood: boolean | null };
const cardsOf = async (app: TestApp, path: string) => new Map(((await app.http.get(path).expect(200)).body.widgets as Card[]).filter((widget) => widget.kind === 'card').map((card) => [card.key, card]));

/** The first day of last month in Riyadh. */
const lastMonth = () => {
  const [year, month] = today().split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
};

describe("a card's previous period", () => {
  it('is what PostgreSQL counts over the period just before, for every card of every dashboard and period', async () => {
    const registry = await loadRegistry();
    const me = (await demo.http.get('/api/auth/me').expect(200)).body.user as { id: string };
    const inSql = new DashboardInSql(demo, new Map(registry.resources.map((resource) => [resource.name, resource])), me.id);
    let compared = 0;
    for (const dashboard of registry.screens.filter(isDashboard)) {
      for (const period of dashboard.periods ? [undefined, ...DASHBOARD_PERIODS] : [undefined]) {
        const cards = await cardsOf(demo, `/api/dashboards/${dashboard.name}${period ? `?period=${period}` : ''}`);
        for (const declared of dashboard.widgets) {
          if (declared.kind !== 'card') continue;
          const card = cards.get(declared.key)!;
          const where = `${dashboard.name}.${declared.key}${period ? ` (${period})` : ''}`;
          const opened = period ?? dashboard.openOn;
          const counted = declared.within ?? (declared.period ? opened : undefined);
          expect(card.upIsGood, where).toBe(declared.upIsGood ?? null);
          if (!counted) {
            expect(card.previous, where).toBeNull();
            continue;
          }
          expect(card.previous?.period, where).toBe(counted);
          expect(card.previous!.value, where).toBeCloseTo(await inSql.card(declared, opened, 1), 6);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('counts this month and last month apart, by the same filter', async () => {
    const asset = (await empty.http.post('/api/assets').send({ name: 'Treadmill', type: 'sportsEquipment' }).expect(201)).body;
    const order = (requestDate: string, title: string) => empty.http.post('/api/maintenanceRequests').send({ title, assetId: asset.id, requestDate }).expect(201);
    await order(today(), 'Belt slipping');
    await order(today(), 'Noisy motor');
    await order(lastMonth(), 'Loose handle');
    // Two months ago and a month ahead count in neither.
    await order(days(-70), 'Long ago');
    await order(days(45), 'Planned');
    const month = await cardsOf(empty, '/api/dashboards/maintenanceReport?period=month');
    expect(month.get('requests')).toMatchObject({ value: 2, previous: { period: 'month', value: 1 }, upIsGood: null });
    // Completed ones: none now, none before (no change, no division by zero on the server).
    expect(month.get('completed')).toMatchObject({ value: 0, previous: { period: 'month', value: 0 }, upIsGood: true });
    expect(month.get('cost')).toMatchObject({ previous: { period: 'month' }, upIsGood: false });
    const day = await cardsOf(empty, '/api/dashboards/maintenanceReport?period=today');
    expect(day.get('requests')).toMatchObject({ value: 2, previous: { period: 'today', value: 0 } });
    // All time has no period before it.
    expect((await cardsOf(empty, '/api/dashboards/maintenanceReport')).get('requests')).toMatchObject({ value: 5, previous: null });
  });

  it('is none for a card of "now" (stock, open requests), and last month for a card that always counts this month', async () => {
    const cards = await cardsOf(empty, '/api/dashboards/correspondenceHome');
    expect(cards.get('incoming')!.previous).toEqual({ period: 'month', value: 0 });
    expect(cards.get('awaitingReply')!.previous).toBeNull();
    expect((await cardsOf(empty, '/api/dashboards/warehousesHome')).get('lowStock')!.previous).toBeNull();
  });

  it('is last month on an overview that opens on this month, and none when the reader asks for all time', async () => {
    const opened = (await empty.http.get('/api/dashboards/visitsHome').expect(200)).body;
    expect(opened.period).toBe('month');
    expect(opened.widgets.find((widget: Card) => widget.key === 'visitors').previous).toEqual({ period: 'month', value: 0 });
    const all = (await empty.http.get('/api/dashboards/visitsHome?period=all').expect(200)).body;
    expect(all.period).toBeNull();
    expect(all.widgets.find((widget: Card) => widget.key === 'visitors').previous).toBeNull();
  });
});
