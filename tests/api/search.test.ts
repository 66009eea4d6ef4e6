import { parseListQuery, sql } from '@club/api';
import { foldForSearch, searchWords } from '@club/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

// `q` as people type it (schema/src/search.ts, api/src/crud/sql.ts): Arabic without hamza, with ه
// for ة, ى for ي, with or without diacritics and tatweel; Arabic-Indic digits as digits; English
// without case or accents; every word required, in any order; fragments of three letters or more
// anywhere, shorter ones at the start of a word. The same on PostgreSQL and the embedded database.
const TITLES = [
  'أحمد يدرّب الفريق الأول',
  'مدرسة كرة القدم للناشئين',
  'كـــرة السلة: جدول المباريات',
  'مستشفى الرياض التخصصي',
  'Café meeting with sponsors',
  'Stadium lights ٢٠٢٦',
  'Al-Nassr friendly match',
];

const FINDS: [query: string, titles: number[]][] = [
  ['احمد', [0]],
  ['أحمد', [0]],
  ['إحمد', [0]],
  ['مدرسه', [1]],
  ['مدرسة', [1]],
  ['يدرب', [0]],
  ['يُدرِّب', [0]],
  ['كرة', [1, 2]],
  ['كره', [1, 2]],
  ['مستشفي', [3]],
  ['القدم مدرسة', [1]],
  ['مدرسة القدم', [1]],
  ['مدرسة السلة', []],
  ['cafe', [4]],
  ['CAFÉ', [4]],
  ['2026', [5]],
  ['٢٠٢٦', [5]],
  ['nassr', [6]],
  ['al nassr', [6]],
  ['AL-NASSR', [6]],
  ['adiu', [5]],
  ['st', [5]],
  ['fr', [6]],
  ['ie', []],
  ['ال', [0, 1, 2, 3]],
  ['%', []],
];

const scenarios = (context: () => TestApp) => {
  let ids: string[] = [];
  beforeAll(async () => {
    const app = context();
    ids = [];
    for (const title of TITLES) ids.push((await app.http.post('/api/tasks').send({ title }).expect(201)).body.id);
  });

  it.each(FINDS)('q=%s finds %j', async (query, expected) => {
    const app = context();
    const rows = (await app.http.get('/api/tasks').query({ filter: JSON.stringify({ q: query, id: ids }) }).expect(200)).body as { id: string }[];
    expect(rows.map((row) => ids.indexOf(row.id)).sort()).toEqual(expected);
  });

  // The list reads a searched page one of two ways, by the number of matches (sql.ts SearchPlan):
  // either way the same rows.
  it.each(['matchesFirst', 'walk'] as const)('finds the same page when it reads it by %s', async (plan) => {
    const app = context();
    const table = new sql.ResourceTable(app.registry.get('tasks')!, app.registry.facts('tasks'));
    for (const [q, expected] of FINDS) {
      const query = parseListQuery(table.resource, table.facts, { filter: JSON.stringify({ q, id: ids }), range: '[0,9]', sort: '["createdAt","DESC"]' });
      const { rows } = await app.pool.query(sql.selectPage(table, query, table.fullView, plan));
      expect(rows.map((row: { id: string }) => ids.indexOf(row.id)).sort(), q).toEqual(expected);
    }
  });

  // More than MATCHES_FIRST_AT_MOST matches: a page is read by walking the sort's index, and a
  // page the walk cannot fill (the last one here) by finding the matches; every page as sorted.
  it('pages through many matches in order, the last page included', async () => {
    const app = context();
    const count = sql.MATCHES_FIRST_AT_MOST + 37;
    await app.pool.query(
      `INSERT INTO "tasks" ("title", "status", "priority", "created_at") SELECT 'zanzibar ' || n, 'todo', 'low', now() - n * interval '1 second' FROM generate_series(1, $1) AS n`,
      [count],
    );
    const page = async (start: number, end: number) => {
      const response = await app.http
        .get('/api/tasks')
        .query({ filter: JSON.stringify({ q: 'zanzibar' }), range: `[${start},${end}]`, sort: '["createdAt","DESC"]' })
        .expect(200);
      return { titles: (response.body as { title: string }[]).map((row) => row.title), range: response.headers['content-range'] };
    };
    const expected = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => `zanzibar ${from + index}`);
    expect(await page(0, 24)).toEqual({ titles: expected(1, 25), range: `tasks 0-24/${count}` });
    expect((await page(500, 524)).titles).toEqual(expected(501, 525));
    expect(await page(count - 10, count + 14)).toEqual({ titles: expected(count - 9, count), range: `tasks ${count - 10}-${count - 1}/${count}` });
    // A walk reads no further than it is told: five rows in order give at most five matches.
    const table = new sql.ResourceTable(app.registry.get('tasks')!, app.registry.facts('tasks'));
    const query = parseListQuery(table.resource, table.facts, { filter: JSON.stringify({ q: 'zanzibar' }), range: '[0,24]', sort: '["createdAt","DESC"]' });
    expect((await app.pool.query(sql.selectPage(table, query, table.fullView, 'walk', 5))).rows.length).toBeLessThanOrEqual(5);
    await app.pool.query(`DELETE FROM "tasks" WHERE "title" LIKE 'zanzibar %'`);
  });

  it('counts the matches of a search in the total, with paging', async () => {
    const app = context();
    const response = await app.http.get('/api/tasks').query({ filter: JSON.stringify({ q: 'كره' }), range: '[0,0]' }).expect(200);
    expect(response.headers['content-range']).toMatch(/\/2$/);
  });
};

describe('on the configured database', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());
  scenarios(() => app);
});

describe.runIf(process.env.DATABASE_URL)('on the embedded database too', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database: { url: undefined, drop: async () => undefined } });
  }, 60_000);
  afterAll(() => app?.stop());
  scenarios(() => app);
});

describe('the fold', () => {
  it('is the same map in the API and in SQL, character for character', () => {
    expect(foldForSearch('أإآٱ ة ى ؤ ئ')).toBe('اااا ه ي و ي');
    expect(foldForSearch('كـــرَةُ')).toBe('كره');
    expect(searchWords('  Al-Nassr   al nassr ')).toEqual(['al', 'nassr']);
  });
});
