import { en } from '@club/locales';
import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { bearer, createUser } from './auth-helpers';

// Issue 50, item 3: a client that retries a write after a timeout sends the same Idempotency-Key;
// the API answers the first result again rather than writing twice, for 24 hours, per caller.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const visit = (visitorName: string, values: Record<string, unknown> = {}) => ({ visitorName, purpose: 'meeting', visitDate: '2026-12-01T09:00:00.000Z', ...values });
const visitsNamed = async (visitorName: string) => Number((await app.pool.query('SELECT count(*) FROM "planned_visits" WHERE "visitor_name" = $1', [visitorName])).rows[0].count);
const keyed = (key: string, http = app.http) => ({
  post: (path: string) => http.post(path).set('Idempotency-Key', key),
  put: (path: string) => http.put(path).set('Idempotency-Key', key),
});

describe('Idempotency-Key', () => {
  it('creates one record for the same key and body sent twice, and answers the same', async () => {
    const key = randomUUID();
    const name = `Retried visitor ${key}`;
    const first = await keyed(key).post('/api/plannedVisits').send(visit(name)).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await keyed(key).post('/api/plannedVisits').send(visit(name)).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.body).toEqual(first.body);
    expect(await visitsNamed(name)).toBe(1);
    // Without a key, the same body is a new request.
    await app.http.post('/api/plannedVisits').send(visit(name)).expect(201);
    expect(await visitsNamed(name)).toBe(2);
  });

  it('refuses the key with another body (422), in the language asked, writing nothing', async () => {
    const key = randomUUID();
    const name = `Changed visitor ${key}`;
    await keyed(key).post('/api/plannedVisits').send(visit(name)).expect(201);
    const english = await keyed(key).post('/api/plannedVisits').send(visit(name, { organization: 'Another' })).expect(422);
    expect(english.body.message).toMatch(/already used with a different request/);
    expect(english.body.errors['Idempotency-Key']).toBe(english.body.message);
    const arabic = await keyed(key).post('/api/plannedVisits').set('Accept-Language', 'ar').send(visit(name, { organization: 'Another' })).expect(422);
    expect(arabic.body.message).toMatch(/[\u0600-\u06FF]/);
    // Another path with the same key and body is another request too.
    await keyed(key).post('/api/supportTickets').send(visit(name)).expect(422);
    expect(await visitsNamed(name)).toBe(1);
  });

  it('writes once when requests with one key arrive together: the others wait their turn (409) or get the answer', async () => {
    const key = randomUUID();
    const name = `Concurrent visitor ${key}`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => keyed(key).post('/api/plannedVisits').send(visit(name))));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const created = answers.filter((answer) => answer.status === 201);
    expect(new Set(created.map((answer) => answer.body.id)).size).toBe(1);
    expect(created.filter((answer) => answer.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.body.message).toMatch(/still running/);
    }
    expect(await visitsNamed(name)).toBe(1);
    // Once it finished, a retry gets its answer.
    const retried = await keyed(key).post('/api/plannedVisits').send(visit(name)).expect(201);
    expect(retried.body.id).toBe(created[0]!.body.id);
  });

  it('refuses a retry while the first request is still writing (409), then answers it', async () => {
    const key = randomUUID();
    const name = `Held visitor ${key}`;
    // The first request's write waits on a lock held here, so it is surely still running.
    const holder = await app.pool.connect();
    let first: Promise<supertest.Response> | undefined;
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE "planned_visits" IN EXCLUSIVE MODE');
      first = keyed(key).post('/api/plannedVisits').send(visit(name)).then((answer) => answer);
      await expect.poll(async () => (await app.pool.query('SELECT 1 FROM "idempotency_keys" WHERE "key" = $1 AND "status" IS NULL', [key])).rowCount).toBe(1);
      const second = await keyed(key).post('/api/plannedVisits').set('Accept-Language', 'ar').send(visit(name)).expect(409);
      expect(second.headers['retry-after']).toBe('1');
      expect(second.body.message).toMatch(/[\u0600-\u06FF]/);
    } finally {
      await holder.query('COMMIT');
      holder.release();
    }
    const written = await first!;
    expect(written.status).toBe(201);
    const third = await keyed(key).post('/api/plannedVisits').send(visit(name)).expect(201);
    expect(third.body.id).toBe(written.body.id);
    expect(await visitsNamed(name)).toBe(1);
  });

  it('is per caller: the same key from someone else is their own request', async () => {
    const other = await createUser(app, { role: 'superadmin' });
    const otherHttp = supertest.agent(app.url).set(bearer(await app.auth.issueAccessToken(other.id)));
    const key = randomUUID();
    const name = `Two callers ${key}`;
    const mine = await keyed(key).post('/api/plannedVisits').send(visit(name)).expect(201);
    const theirs = await keyed(key, otherHttp).post('/api/plannedVisits').send(visit(name)).expect(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps no refused write: the same key runs again once its cause is fixed', async () => {
    const key = randomUUID();
    const name = `Refused visitor ${key}`;
    const invalid = await keyed(key).post('/api/plannedVisits').send(visit(name, { purpose: 'party' })).expect(400);
    expect(invalid.headers['idempotent-replayed']).toBeUndefined();
    expect(invalid.body.errors.purpose).toBeTruthy();
    await keyed(key).post('/api/plannedVisits').send(visit(name, { purpose: 'party' })).expect(400);
    await keyed(key).post('/api/plannedVisits').send(visit(name)).expect(201);
    expect(await visitsNamed(name)).toBe(1);
  });

  it('answers a record action and an update once', async () => {
    const created = (await app.http.post('/api/plannedVisits').send(visit(`Checked in ${randomUUID()}`)).expect(201)).body;
    const key = randomUUID();
    const checkedIn = await keyed(key).post(`/api/plannedVisits/${created.id}/check-in`).expect(200);
    const again = await keyed(key).post(`/api/plannedVisits/${created.id}/check-in`).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(checkedIn.body);
    // Without the key, the second check-in is refused (the visit moved on): the key spared the client that.
    await app.http.post(`/api/plannedVisits/${created.id}/check-in`).expect(409);
    const updateKey = randomUUID();
    const updated = await keyed(updateKey).put(`/api/plannedVisits/${created.id}`).send({ organization: 'Federation', version: checkedIn.body.version }).expect(200);
    // The stale version would be refused (409) if it ran again; it does not.
    const replayed = await keyed(updateKey).put(`/api/plannedVisits/${created.id}`).send({ organization: 'Federation', version: checkedIn.body.version }).expect(200);
    expect(replayed.body.version).toBe(updated.body.version);
    expect((await app.http.get(`/api/plannedVisits/${created.id}`).expect(200)).body.version).toBe(updated.body.version);
  });

  it('answers an import (a multipart upload) once, and tells another file from it', async () => {
    await app.http.post('/api/teams').send({ name: 'Idempotent Falcons', nameAr: 'الصقور الثابتة', category: 'academy', season: '2026/2027' }).expect(201);
    const labels = en.resources.players!.fields as Record<string, string>;
    const headings = ['fullName', 'fullNameAr', 'nationalId', 'dateOfBirth', 'gender', 'position', 'teamId'].map((field) => labels[field]).join(',');
    const csv = (nationalId: string) => Buffer.from(`${headings}\nKeyed Import,لاعب,${nationalId},2012-03-04,male,forward,Idempotent Falcons\n`);
    const players = async () => Number((await app.pool.query('SELECT count(*) FROM "players" WHERE "full_name" = $1', ['Keyed Import'])).rows[0].count);
    const key = randomUUID();
    const first = await keyed(key).post('/api/players/import').attach('file', csv('1234567890'), 'players.csv').expect(200);
    expect(first.body).toMatchObject({ committed: true, created: 1 });
    // The same file again, as a client builds it anew (another multipart boundary).
    const again = await keyed(key).post('/api/players/import').attach('file', csv('1234567890'), 'players.csv').expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await players()).toBe(1);
    await keyed(key).post('/api/players/import').attach('file', csv('1234567891'), 'players.csv').expect(422);
    expect(await players()).toBe(1);
  });

  it('forgets a key after 24 hours: the scheduler sweeps it, and the key runs anew', async () => {
    const key = randomUUID();
    const name = `Expired visitor ${key}`;
    await keyed(key).post('/api/plannedVisits').send(visit(name)).expect(201);
    const stored = await app.pool.query(`SELECT extract(epoch FROM "expires_at" - "started_at")::integer AS seconds FROM "idempotency_keys" WHERE "key" = $1`, [key]);
    expect(stored.rows[0].seconds).toBe(24 * 3600);
    // A day later (its expiry moved back): the same key is a new request, even before the sweep.
    await app.pool.query(`UPDATE "idempotency_keys" SET "expires_at" = now() - interval '1 second' WHERE "key" = $1`, [key]);
    const anew = await keyed(key).post('/api/plannedVisits').send(visit(name)).expect(201);
    expect(anew.headers['idempotent-replayed']).toBeUndefined();
    expect(await visitsNamed(name)).toBe(2);
    await app.pool.query(`UPDATE "idempotency_keys" SET "expires_at" = now() - interval '1 second' WHERE "key" = $1`, [key]);
    expect(await app.scheduler.runNow('idempotencyKeys.sweep')).toBeGreaterThanOrEqual(1);
    expect((await app.pool.query('SELECT 1 FROM "idempotency_keys" WHERE "key" = $1', [key])).rowCount).toBe(0);
  });

  it('refuses a malformed key, and leaves reads and sign-in alone', async () => {
    const malformed = await app.http.post('/api/plannedVisits').set('Idempotency-Key', 'x'.repeat(256)).send(visit('Malformed key')).expect(400);
    expect(malformed.body.errors['Idempotency-Key']).toMatch(/255/);
    const key = randomUUID();
    await app.http.get('/api/plannedVisits').set('Idempotency-Key', key).expect(200);
    await app.anonymous.post('/api/auth/sign-in').set('Idempotency-Key', key).send({ email: 'nobody@club.sa', password: 'wrong-password-1' });
    expect((await app.pool.query('SELECT 1 FROM "idempotency_keys" WHERE "key" = $1', [key])).rowCount).toBe(0);
  });
});
