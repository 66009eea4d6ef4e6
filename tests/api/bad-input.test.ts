import { ar, en } from '@club/locales';
import { loadRegistry } from '@club/schema/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleRecord } from '../support/samples';
import { startTestApp, type TestApp } from '../support/test-app';

const registry = await loadRegistry();
let app: TestApp;
let task: Record<string, unknown>;

/** Rows in a table, read straight from the database: the only proof that nothing was written. */
const rowCount = async (table: string) => (await app.pool.query(`SELECT count(*) AS "count" FROM "${table}"`)).rows[0].count as number;
const snapshot = async () => (await app.pool.query(`SELECT * FROM "tasks" ORDER BY "id"`)).rows;

beforeAll(async () => {
  app = await startTestApp();
  task = (await app.http.post('/api/tasks').send({ title: 'Line the pitch' }).expect(201)).body;
});
afterAll(() => app?.stop());

describe('bad list queries get a 400 naming the problem', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['unknown filter field', { filter: '{"colour":"red"}' }, 'colour'],
    ['unknown operator suffix', { filter: '{"title_like":"x"}' }, 'title_like'],
    ['operator the field does not allow', { filter: '{"status_gte":"todo"}' }, 'status_gte'],
    ['enum value not in the vocabulary', { filter: '{"status":"finished"}' }, 'status'],
    ['malformed uuid', { filter: '{"assigneeId":"42"}' }, 'assigneeId'],
    ['malformed date', { filter: '{"dueDate_gte":"yesterday"}' }, 'dueDate_gte'],
    ['object as a value', { filter: '{"status":{"$ne":"x"}}' }, 'status'],
    ['null inside IN', { filter: '{"status":[null]}' }, 'status'],
    ['filter is not JSON', { filter: '{status:todo' }, 'filter'],
    ['filter is an array', { filter: '["todo"]' }, 'filter'],
    ['filter on a secret field', { filter: '{"password":"x"}' }, 'password'],
    ['unknown sort key', { sort: '["colour","ASC"]' }, 'sort'],
    ['sort by a long text', { sort: '["description","ASC"]' }, 'sort'],
    ['bad sort order', { sort: '["title","UP"]' }, 'sort'],
    ['sort is not JSON', { sort: 'title' }, 'sort'],
    ['range is not JSON', { range: '0-24' }, 'range'],
    ['range backwards', { range: '[10,2]' }, 'range'],
    ['range negative', { range: '[-1,5]' }, 'range'],
    ['range too large', { range: '[0,5000]' }, 'range'],
    ['range of fractions', { range: '[0.5,2]' }, 'range'],
  ];
  it.each(cases)('%s', async (_label, query, key) => {
    const response = await app.http.get('/api/tasks').query(query).expect(400);
    expect(response.body.message).toEqual(expect.any(String));
    expect(Object.keys(response.body.errors)).toContain(key);
  });

  it('rejects a parameter given twice', async () => {
    await app.http.get('/api/tasks?sort=["title","ASC"]&sort=["title","DESC"]').expect(400);
  });

  it('rejects q on a resource without search fields', async () => {
    const withoutSearch = registry.resources.find((resource) => registry.facts(resource.name).search.length === 0);
    if (withoutSearch) await app.http.get(`/api/${withoutSearch.name}`).query({ filter: '{"q":"x"}' }).expect(400);
  });

  it('never filters users by password hash', async () => {
    await app.http.get('/api/users').query({ filter: '{"password":"x"}' }).expect(400);
    await app.http.get('/api/users').query({ sort: '["password","ASC"]' }).expect(400);
  });
});

describe('bad bodies get a 400 on their fields and write nothing', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['missing required field', { priority: 'high' }, 'title'],
    ['empty required text', { title: '   '.trim() }, 'title'],
    ['null required field', { title: null }, 'title'],
    ['unknown field', { title: 'x', colour: 'red' }, 'colour'],
    ['value outside the enum', { title: 'x', status: 'finished' }, 'status'],
    ['text too long', { title: 'x'.repeat(201) }, 'title'],
    ['wrong type', { title: 42 }, 'title'],
    ['impossible date', { title: 'x', dueDate: '2026-02-30' }, 'dueDate'],
    ['reference is not a uuid', { title: 'x', assigneeId: 'abc' }, 'assigneeId'],
    ['reference to nothing', { title: 'x', assigneeId: '00000000-0000-4000-8000-000000000000' }, 'assigneeId'],
  ];
  it.each(cases)('create: %s', async (_label, body, field) => {
    const before = await rowCount('tasks');
    const response = await app.http.post('/api/tasks').send(body).expect(400);
    expect(response.body.errors).toHaveProperty(field);
    expect(await rowCount('tasks')).toBe(before);
  });

  it.each(cases.filter(([label]) => label !== 'missing required field'))('update: %s', async (_label, body, field) => {
    const before = await snapshot();
    const response = await app.http.put(`/api/tasks/${task.id}`).send(body).expect(400);
    expect(response.body.errors).toHaveProperty(field);
    expect(await snapshot()).toEqual(before);
  });

  it('checks numbers, money, emails, urls, patterns and lists of ids', async () => {
    const bad: [string, Record<string, unknown>, string][] = [
      ['warehouseItems', { reorderLevel: -1 }, 'reorderLevel'],
      ['warehouses', { capacity: 1.5 }, 'capacity'],
      ['assets', { value: 10.123 }, 'value'],
      ['users', { email: 'not-an-email' }, 'email'],
      ['users', { username: 'Has Spaces' }, 'username'],
      ['users', { password: 'short' }, 'password'],
      ['meetings', { meetingLink: 'javascript:alert(1)' }, 'meetingLink'],
      ['meetings', { attendeeIds: ['00000000-0000-4000-8000-000000000000'], title: 'x', startsAt: '2026-01-01T10:00:00Z' }, 'attendeeIds'],
      ['meetings', { startsAt: '2026-01-01 10:00' }, 'startsAt'],
      ['warehouses', { code: 'lower-case' }, 'code'],
    ];
    for (const [resource, body, field] of bad) {
      const before = await rowCount(resource.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
      const response = await app.http.post(`/api/${resource}`).send(body);
      expect(response.status, `${resource}.${field}`).toBe(400);
      expect(response.body.errors, `${resource}.${field}`).toHaveProperty(field);
      expect(await rowCount(resource.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))).toBe(before);
    }
  });

  it('rejects a duplicate unique value on its field', async () => {
    const body = { firstName: 'A', lastName: 'B', username: 'dup.user', email: 'dup@club.sa', roleId: 'cashier' };
    await app.http.post('/api/users').send(body).expect(201);
    const response = await app.http.post('/api/users').send({ ...body, email: 'other@club.sa' }).expect(400);
    expect(response.body.errors).toHaveProperty('username');
  });

  it('rejects bodies that are not JSON objects', async () => {
    await app.http.post('/api/tasks').set('content-type', 'application/json').send('{"title":').expect(400);
    await app.http.post('/api/tasks').set('content-type', 'application/json').send('[1,2]').expect(400);
    await app.http.post('/api/tasks').set('content-type', 'application/json').send('null').expect(400);
    const response = await app.http.post('/api/tasks').set('content-type', 'text/plain').send('title=x');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('optimistic locking', () => {
  it('answers 409 to a stale version and writes nothing', async () => {
    const fresh = (await app.http.post('/api/tasks').send({ title: 'Count the cones' }).expect(201)).body;
    await app.http.put(`/api/tasks/${fresh.id}`).send({ status: 'done', version: 1 }).expect(200);
    const before = await snapshot();
    const response = await app.http.put(`/api/tasks/${fresh.id}`).send({ status: 'canceled', version: 1 }).expect(409);
    expect(response.body.message).toMatch(/changed by someone else/);
    expect(await snapshot()).toEqual(before);
  });

  it('merges a partial body and keeps the other fields', async () => {
    const fresh = (await app.http.post('/api/tasks').send({ title: 'Water the pitch', priority: 'high' }).expect(201)).body;
    const updated = (await app.http.put(`/api/tasks/${fresh.id}`).send({ status: 'done' }).expect(200)).body;
    expect(updated).toMatchObject({ title: 'Water the pitch', priority: 'high', status: 'done', version: 2 });
  });
});

describe('unknown things are 404s', () => {
  it('unknown resource, unknown id, malformed id', async () => {
    await app.http.get('/api/nothing').expect(404);
    await app.http.post('/api/nothing').send({}).expect(404);
    await app.http.get('/api/tasks/00000000-0000-4000-8000-000000000000').expect(404);
    await app.http.get('/api/tasks/not-an-id').expect(404);
    await app.http.put('/api/tasks/not-an-id').send({ title: 'x' }).expect(404);
    await app.http.delete('/api/tasks/00000000-0000-4000-8000-000000000000').expect(404);
  });
});

describe('deleting a record others refer to', () => {
  it('is a 409 and deletes nothing', async () => {
    const asset = await createSampleRecord(app.http, registry, registry.get('assets')!);
    await app.http.post('/api/maintenanceRequests').send({ requestNumber: 'MR-1', title: 'Fix', assetId: asset.id }).expect(201);
    const response = await app.http.delete(`/api/assets/${asset.id}`).expect(409);
    expect(response.body.message).toMatch(/maintenanceRequests/);
    await app.http.get(`/api/assets/${asset.id}`).expect(200);
  });
});

describe('nothing a client sends produces a 500', () => {
  const junk = ['', '[', '{}', '[]', 'null', '"x"', '1e999', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}', '["id","ASC"]', '[0,1e20]', '{"q":{"x":1}}', '{"id":"x"}', '{"dueDate":"9999-99-99"}', '{"title":"\\u0000"}'];
  it('survives junk in every query parameter of every resource', async () => {
    for (const resource of registry.resources) {
      for (const value of junk) {
        for (const parameter of ['sort', 'range', 'filter']) {
          const response = await app.http.get(`/api/${resource.name}`).query({ [parameter]: value });
          expect(response.status, `${resource.name} ${parameter}=${value}`).toBeLessThan(500);
        }
      }
    }
  });

  it('survives junk bodies on create and update of every resource', async () => {
    const common: unknown[] = [{}, { id: 'x' }, { version: 'x' }, { version: -1 }, { __proto__: { polluted: true } }, { title: '\u0000' }];
    for (const resource of registry.resources) {
      // Each resource gets the common junk and junk in each of its own fields (on create and, as
      // the same bodies, on an update of a task), a few requests at a time.
      const bodies = [...common, ...Object.keys(resource.fields).flatMap((name) => [{ [name]: { nested: true } }, { [name]: '\u0000' }, { [name]: 1e308 }, { [name]: [] }])];
      for (let start = 0; start < bodies.length; start += 8) {
        await Promise.all(
          bodies.slice(start, start + 8).map(async (body) => {
            const created = await app.http.post(`/api/${resource.name}`).send(body as object);
            expect(created.status, `${resource.name} POST ${JSON.stringify(body)}`).toBeLessThan(500);
            const updated = await app.http.put(`/api/tasks/${task.id}`).send(body as object);
            expect(updated.status, `PUT ${JSON.stringify(body)}`).toBeLessThan(500);
          }),
        );
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('messages in the language asked for', () => {
  it('answers field errors in Arabic to Accept-Language: ar, English otherwise', async () => {
    const arabic = await app.http.post('/api/tasks').set('Accept-Language', 'ar-SA,ar;q=0.9').send({ title: '', status: 'x' }).expect(400);
    expect(arabic.body.errors.title).toBe('مطلوب');
    expect(arabic.body.errors.status).toMatch(/^يجب أن تكون إحدى القيم/);
    const english = await app.http.post('/api/tasks').set('Accept-Language', 'en-GB').send({ title: '' }).expect(400);
    expect(english.body.errors.title).toBe('Required');
    // A value not in its format is told what the format looks like, never the regular expression.
    for (const [language, messages] of [['en', en], ['ar', ar]] as const) {
      const refused = await app.http.post('/api/warehouses').set('Accept-Language', language).send({ code: 'lower-case' }).expect(400);
      expect(refused.body.errors.code).toBe(messages.app.formats.upperCode);
    }
    const missing = await app.http.get('/api/tasks/00000000-0000-4000-8000-000000000000').set('Accept-Language', 'ar').expect(404);
    expect(missing.body.message).toMatch(/^لا يوجد سجل/);
  });
});

describe('JSON fields', () => {
  it('keep any JSON value, strings and arrays included, and a checked shape names its field', async () => {
    const user = (await app.http.post('/api/users').send({ firstName: 'Json', lastName: 'Field', username: 'json.field', email: 'json.field@club.sa', roleId: 'member' }).expect(201)).body;
    let version = user.version as number;
    for (const preferences of ['plain text', [1, 'two', { three: 3 }], 42, true, { nested: { list: [] } }]) {
      const updated = await app.http.put(`/api/users/${user.id}`).send({ preferences, version }).expect(200);
      expect(updated.body.preferences).toEqual(preferences);
      version = updated.body.version;
    }
    for (const permissions of ['tasks', ['tasks'], 7]) {
      const refused = await app.http.post('/api/roles').send({ key: 'json-shape', name: 'Shape', nameAr: 'شكل', rank: 5, permissions }).expect(400);
      expect(Object.keys(refused.body.errors)).toEqual(['permissions']);
    }
  });
});
