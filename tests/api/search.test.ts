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
