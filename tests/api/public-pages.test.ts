import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

// Public pages (schema `publicPage`, api/src/public): SPEC §2's /tasksView/{id} opens without a
// guard. The API answers the record's id and the fields the page lists, nothing else, to anyone,
// throttled per client address.
let app: TestApp;
let taskId: string;
const PUBLIC_FIELDS = ['title', 'description', 'status', 'priority', 'label', 'dueDate'];

beforeAll(async () => {
  // Behind one proxy (TRUST_PROXY=1): the tests name each client by X-Forwarded-For.
  app = await startTestApp({ config: { publicRateLimit: 8, trustProxy: 1 } });
  const user = (await app.http.get('/api/users').query({ range: '[0,0]' }).expect(200)).body[0];
  taskId = (await app.http.post('/api/tasks').send({ title: 'Line the pitch for Friday', description: 'White paint, 5 cm', status: 'todo', priority: 'high', dueDate: '2026-12-04', assigneeId: user.id, shareable: true }).expect(201)).body.id;
});
afterAll(() => app?.stop());

describe('a public page', () => {
  it('answers anyone the listed fields of the record, and nothing else', async () => {
    const response = await app.anonymous.get(`/api/public/tasks/${taskId}`).set('X-Forwarded-For', '203.0.113.1').expect(200);
    expect(Object.keys(response.body).sort()).toEqual(['id', ...PUBLIC_FIELDS].sort());
    expect(response.body).toMatchObject({ id: taskId, title: 'Line the pitch for Friday', status: 'todo', priority: 'high', dueDate: '2026-12-04' });
    expect(response.headers['cache-control']).toBe('no-store');
    // Signed in or not, the same answer: the page never shows more to anyone.
    const signedIn = await app.http.get(`/api/public/tasks/${taskId}`).set('X-Forwarded-For', '203.0.113.1').expect(200);
    expect(signedIn.body).toEqual(response.body);
  });

  it('answers the same 404 for a resource without a public page, an unknown or malformed id, a deleted record and one not shared', async () => {
    const other = (await app.http.post('/api/tasks').send({ title: 'Gone soon', shareable: true }).expect(201)).body.id;
    await app.http.delete(`/api/tasks/${other}`).expect(200);
    // A task not marked shareable is not found either.
    const kept = (await app.http.post('/api/tasks').send({ title: 'Internal only' }).expect(201)).body.id;
    const userId = (await app.http.get('/api/users').query({ range: '[0,0]' }).expect(200)).body[0].id;
    const paths = [`/api/public/users/${userId}`, `/api/public/nothing/${taskId}`, '/api/public/tasks/00000000-0000-4000-8000-000000000000', '/api/public/tasks/not-an-id', `/api/public/tasks/${other}`, `/api/public/tasks/${kept}`];
    for (const path of paths) {
      const response = await app.anonymous.get(path).set('X-Forwarded-For', '203.0.113.2').set('Accept-Language', 'ar').expect(404);
      expect(response.body.errors).toEqual({});
      expect(response.body.message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('is throttled per client address: 429 with Retry-After and a message in the request\'s language', async () => {
    const from = (address: string) => app.anonymous.get(`/api/public/tasks/${taskId}`).set('X-Forwarded-For', address).set('Accept-Language', 'ar');
    for (let request = 0; request < 8; request++) await from('203.0.113.50').expect(200);
    const refused = await from('203.0.113.50').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/[\u0600-\u06FF]/);
    // Another address is not held back by the first one's requests.
    await from('203.0.113.51').expect(200);
  });

  it('is in the OpenAPI document, without security, with only its fields', async () => {
    const document = (await app.http.get('/api/openapi.json').expect(200)).body;
    const operation = document.paths['/api/public/tasks/{id}'].get;
    expect(operation.security).toEqual([]);
    expect(Object.keys(operation.responses[200].content['application/json'].schema.properties).sort()).toEqual(['id', ...PUBLIC_FIELDS].sort());
    expect(document.paths['/api/public/users/{id}']).toBeUndefined();
  });
});
