import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

// Issue 10, item 7: a statement past its limit (STATEMENT_TIMEOUT_MS) is stopped by PostgreSQL and
// its request answers 503 with a clear message: never a connection that hangs. A PostgreSQL
// server only: the embedded database runs in-process, one statement at a time.
const serverUrl = process.env.DATABASE_URL;
let app: TestApp | undefined;
beforeAll(async () => {
  if (serverUrl) app = await startTestApp({ config: { statementTimeoutMs: 500 } });
});
afterAll(() => app?.stop());

describe.skipIf(!serverUrl)('a statement that runs too long', () => {
  it('answers 503 with Retry-After, writes nothing, and the next request is served', async () => {
    const task = (await app!.http.post('/api/tasks').send({ title: 'Locked by another session' }).expect(201)).body;
    // Another session holds the row: the API's update waits for it, past its limit.
    const other = new pg.Client({ connectionString: (app!.dataSource.options as { url: string }).url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT 1 FROM "tasks" WHERE "id" = $1 FOR UPDATE', [task.id]);
      const started = Date.now();
      const stopped = await app!.http.put(`/api/tasks/${task.id}`).set('Accept-Language', 'en').send({ title: 'Never written' });
      expect(stopped.status).toBe(503);
      expect(stopped.headers['retry-after']).toBe('5');
      expect(stopped.body.message).toMatch(/took too long/);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await other.query('ROLLBACK');
      await other.end();
    }
    expect((await app!.http.get(`/api/tasks/${task.id}`).expect(200)).body.title).toBe('Locked by another session');
    await app!.http.put(`/api/tasks/${task.id}`).send({ title: 'Written now' }).expect(200);
  });
});
