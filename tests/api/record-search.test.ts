import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { bearer, createUser, session } from './auth-helpers';

// GET /api/search (api/src/search): the command palette's one request for records of every kind.
// Each kind is read through its list, so a reader gets only the kinds they may list, and the
// records and fields that list would show them.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await app.http.post('/api/tasks').send({ title: 'Falconry drill for juniors', status: 'todo' }).expect(201);
  await app.http.post('/api/tasks').send({ title: 'تدريب الصقارة للناشئين', status: 'todo' }).expect(201);
  await app.http.post('/api/roles').send({ key: 'falconry-steward', name: 'Falconry steward', nameAr: 'أمين الصقارة', rank: 60, permissions: { tasks: ['list', 'show'] } }).expect(201);
});
afterAll(() => app?.stop());

type Matches = { resource: string; total: number; records: Record<string, unknown>[] };
const search = async (q: string, token = app.token, language = 'en') =>
  (await supertest(app.url).get('/api/search').query({ q }).set(bearer(token)).set('Accept-Language', language).expect(200)).body.results as Matches[];

describe('GET /api/search', () => {
  it('finds records of every kind by part of their English or Arabic text, a few per kind', async () => {
    // The audit trail of their creation matches too: the superadmin may list it.
    const english = await search('falconry');
    expect(english.map(({ resource }) => resource)).toEqual(expect.arrayContaining(['roles', 'tasks']));
    expect(english.find(({ resource }) => resource === 'tasks')!.records.map((task) => task.title)).toEqual(['Falconry drill for juniors']);
    // Arabic as people type it: without the hamza and with ه for ة.
    const arabic = await search('الصقاره');
    expect(arabic.map(({ resource }) => resource)).toEqual(expect.arrayContaining(['roles', 'tasks']));
    expect(arabic.find(({ resource }) => resource === 'roles')!.records[0]!.nameAr).toBe('أمين الصقارة');
    for (let index = 0; index < 5; index += 1) await app.http.post('/api/tasks').send({ title: `Falconry lesson ${index}`, status: 'todo' }).expect(201);
    const many = (await search('falconry')).find(({ resource }) => resource === 'tasks')!;
    expect(many.records).toHaveLength(3);
    expect(many.total).toBe(6);
  });

  it('answers nothing for fewer than two characters, and refuses what the lists refuse', async () => {
    expect(await search('f')).toEqual([]);
    expect(await search(' ')).toEqual([]);
    await app.http.get('/api/search').query({ q: 'x'.repeat(201) }).expect(400);
    await app.http.get('/api/search?q=a&q=b').expect(400);
  });

  it('leaves out the kinds the reader may not list, and needs a signed-in user', async () => {
    const user = await createUser(app, { role: 'falconry-steward' });
    const { accessToken } = await session(app, user);
    const found = await search('falconry', accessToken);
    expect(found.map(({ resource }) => resource)).toEqual(['tasks']);
    await supertest(app.url).get('/api/search').query({ q: 'falconry' }).expect(401);
  });
});
