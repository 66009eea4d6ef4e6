import { configFromEnv, createApp, type App, type QueuedMessage, type Transport } from '@club/api';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { startTestApp } from '../support/test-app';
import { anonymous, createUser, nextIp } from './auth-helpers';

// Issue 10, item 7: a shutdown (what SIGTERM runs: compiled-build.test.ts sends the signal to the
// bundle) in the middle of a delivery and of a request loses nothing: the request is answered and
// its write kept, every message the outbox had claimed is delivered and marked sent before the
// database closes, and what it had not claimed yet goes out, once, from the next start. The rows
// are read after the app has gone, so this needs a PostgreSQL server (DATABASE_URL).
const serverUrl = process.env.DATABASE_URL;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A mail server that takes its time, and remembers what it was given and when it finished. */
const slowTransport = (ms: number) => {
  const started: string[] = [];
  const finished: string[] = [];
  const transport: Transport = {
    name: 'slow',
    async deliver(message: QueuedMessage) {
      started.push(message.id);
      await sleep(ms);
      finished.push(message.id);
      return 'sent';
    },
  };
  return { transport, started, finished };
};

describe.skipIf(!serverUrl)('a shutdown', () => {
  let database: TestDatabase | undefined;
  let next: App | undefined;
  afterAll(async () => {
    await next?.close();
    await database?.drop();
  });

  it('finishes the request and the deliveries under way, and leaves the rest for the next start', async () => {
    database = await createTestDatabase();
    const app = await startTestApp({ database });
    // Slower than the two requests queued behind it (each forgot-password answers after 250 ms).
    const mail = slowTransport(2000);
    app.outbox.useTransport('email', mail.transport);
    const users = await Promise.all([1, 2, 3].map(() => createUser(app)));
    const forgot = (email: string) => anonymous(app).post('/api/auth/forgot-password').set('X-Forwarded-For', nextIp()).send({ email }).expect(202);
    // The first message is being delivered; two more are queued behind it, not claimed yet.
    await forgot(users[0]!.email);
    await expect.poll(() => mail.started.length).toBe(1);
    for (const user of users.slice(1)) await forgot(user.email);

    // A write under way (it hashes a password) and a delivery under way when the shutdown starts.
    const write = anonymous(app)
      .post('/api/users')
      .set('Authorization', `Bearer ${app.token}`)
      .send({ firstName: 'Late', lastName: 'Shift', username: 'late.shift', email: 'late.shift@club.sa', roleId: 'member', password: 'Closing-Time-Keys-2026' });
    const answered = write.then((response) => response);
    await sleep(20);
    expect(mail.finished).toHaveLength(0);
    await app.close();

    expect((await answered).status).toBe(201);
    expect(mail.finished).toEqual(mail.started);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let queued: { id: string; status: string; attempts: number }[];
    try {
      ({ rows: queued } = await client.query(`SELECT "id", "status", "attempts" FROM "notifications" WHERE "recipient" = ANY($1::text[]) AND "kind" = 'passwordReset'`, [users.map((user) => user.email)]));
      expect((await client.query(`SELECT count(*)::int AS "n" FROM "users" WHERE "username" = 'late.shift'`)).rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
    expect(queued).toHaveLength(3);
    // Claimed means delivered and marked so; nothing is left claimed and undelivered.
    for (const row of queued) expect(row.status === 'sent' ? mail.finished.includes(row.id) : row.attempts === 0, JSON.stringify(row)).toBe(true);

    // The next start sends the rest, and nothing twice.
    next = await createApp({ ...configFromEnv({}), databaseUrl: database.url, dataDir: 'memory://', seedDemo: false, adminDist: undefined, logLevel: 'error' });
    const after = slowTransport(0);
    next.outbox.useTransport('email', after.transport);
    next.outbox.wake();
    const pending = queued.filter((row) => row.status !== 'sent').map((row) => row.id);
    expect(pending).toHaveLength(2);
    await expect.poll(() => after.finished.length).toBe(pending.length);
    expect([...after.finished].sort()).toEqual([...pending].sort());
  });
});
