import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { openLiveStream } from '../support/live-stream';
import { anonymous, bearer } from './auth-helpers';

// API keys (issue 50, item 1): service accounts with a role, a secret shown once and stored as a
// hash, rotated with an overlap, revoked at once, their own budget and allowed addresses, and
// their writes audited as the key. They never change keys, roles, users' roles or integrations.
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

interface MadeKey {
  id: string;
  secret: string;
  userId: string;
  prefix: string;
}

let sequence = 0;
const makeKey = async (values: Record<string, unknown> = {}): Promise<MadeKey> => {
  sequence += 1;
  const { body } = await app.http.post('/api/apiKeys').send({ name: `Key ${sequence}`, roleId: 'cashier', ...values }).expect(201);
  return { id: body.id, secret: body.revealed.secret, userId: body.userId, prefix: body.prefix };
};

const HOUR_MS = 3_600_000;

describe('an API key', () => {
  it('is shown once at its making, kept only as a hash, and recognised by its prefix', async () => {
    const { body } = await app.http.post('/api/apiKeys').send({ name: 'Website sync', roleId: 'cashier' }).expect(201);
    expect(body.revealed.secret).toMatch(/^club_live_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(body.revealed.secret.startsWith(body.prefix)).toBe(true);
    expect(body).toMatchObject({ status: 'active', perMinute: 1200, overlapHours: 24 });
    // Never again: not on its page, not in the list, not in its history, not in the database.
    const shown = await app.http.get(`/api/apiKeys/${body.id}`).expect(200);
    expect(JSON.stringify(shown.body)).not.toContain(body.revealed.secret.slice(23));
    const list = await app.http.get('/api/apiKeys').expect(200);
    expect(JSON.stringify(list.body)).not.toContain(body.revealed.secret.slice(23));
    const history = await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ resource: 'apiKeys', recordId: body.id }) }).expect(200);
    expect(JSON.stringify(history.body)).not.toContain(body.revealed.secret.slice(23));
    const { rows } = await app.pool.query('SELECT "secret_hash" AS "hash" FROM "api_key_secrets" WHERE "key_id" = $1', [body.id]);
    expect(rows).toEqual([{ hash: createHash('sha256').update(body.revealed.secret).digest('hex') }]);
  });

  it('with the cashier role lists invoices and is refused what a cashier may not do (users, HR)', async () => {
    const key = await makeKey();
    await anonymous(app).get('/api/invoices').set(bearer(key.secret)).expect(200);
    const refused = await anonymous(app).post('/api/users').set(bearer(key.secret)).send({ firstName: 'Eve', username: 'eve.key', email: 'eve.key@club.sa', roleId: 'superadmin' }).expect(403);
    expect(refused.body.message).toBeTruthy();
    await anonymous(app).get('/api/employees').set(bearer(key.secret)).expect(403);
    // Not a person: the account endpoints do not take it.
    await anonymous(app).get('/api/auth/me').set(bearer(key.secret)).expect(401);
  });

  it('is refused with one generic 401 when unknown, revoked or expired', async () => {
    const unknown = await anonymous(app).get('/api/invoices').set(bearer(`club_live_000000000000_${'A'.repeat(43)}`)).expect(401);
    const key = await makeKey();
    await anonymous(app).get('/api/invoices').set(bearer(key.secret)).expect(200);
    const { body: revoked } = await app.http.post(`/api/apiKeys/${key.id}/revoke`).send({}).expect(200);
    expect(revoked.status).toBe('revoked');
    expect(revoked.revokedAt).toBeTruthy();
    const refused = await anonymous(app).get('/api/invoices').set(bearer(key.secret)).expect(401);
    expect(refused.body).toEqual(unknown.body);
    // Deleted: refused too (its secrets go with it).
    const removed = await makeKey();
    await app.http.delete(`/api/apiKeys/${removed.id}`).expect(200);
    expect((await anonymous(app).get('/api/invoices').set(bearer(removed.secret)).expect(401)).body).toEqual(unknown.body);
    const expired = await makeKey({ expiresAt: new Date(Date.now() + HOUR_MS).toISOString() });
    await anonymous(app).get('/api/invoices').set(bearer(expired.secret)).expect(200);
    app.auth.apiKeys.now = () => Date.now() + 2 * HOUR_MS;
    try {
      expect((await anonymous(app).get('/api/invoices').set(bearer(expired.secret)).expect(401)).body).toEqual(unknown.body);
    } finally {
      app.auth.apiKeys.now = () => Date.now();
    }
  });

  it('rotated: the old secret works during its overlap and not after, the new one from now on', async () => {
    const key = await makeKey();
    const { body } = await app.http.post(`/api/apiKeys/${key.id}/rotate`).send({ overlapHours: 1 }).expect(200);
    const fresh = body.revealed.secret as string;
    expect(fresh).not.toBe(key.secret);
    expect(body.prefix).not.toBe(key.prefix);
    await anonymous(app).get('/api/invoices').set(bearer(key.secret)).expect(200);
    await anonymous(app).get('/api/invoices').set(bearer(fresh)).expect(200);
    app.auth.apiKeys.now = () => Date.now() + 2 * HOUR_MS;
    try {
      await anonymous(app).get('/api/invoices').set(bearer(key.secret)).expect(401);
      await anonymous(app).get('/api/invoices').set(bearer(fresh)).expect(200);
    } finally {
      app.auth.apiKeys.now = () => Date.now();
    }
    // An overlap of 0: the previous secret stops at once.
    const again = await app.http.post(`/api/apiKeys/${key.id}/rotate`).send({ overlapHours: 0 }).expect(200);
    await anonymous(app).get('/api/invoices').set(bearer(fresh)).expect(401);
    await anonymous(app).get('/api/invoices').set(bearer(again.body.revealed.secret)).expect(200);
  });

  it('is accepted only from its allowed addresses, which must be addresses or CIDR ranges', async () => {
    const elsewhere = await makeKey({ allowedSources: '10.0.0.0/8\n2001:db8::/32' });
    await anonymous(app).get('/api/invoices').set(bearer(elsewhere.secret)).expect(401);
    const here = await makeKey({ allowedSources: '127.0.0.1/32, ::1' });
    await anonymous(app).get('/api/invoices').set(bearer(here.secret)).expect(200);
    const wrong = await app.http.post('/api/apiKeys').send({ name: 'Bad sources', roleId: 'cashier', allowedSources: '10.0.0.0/33\nexample.com' }).expect(400);
    expect(wrong.body.errors.allowedSources).toContain('10.0.0.0/33, example.com');
    const events = await app.pool.query(`SELECT "detail" FROM "security_events" WHERE "user_id" = $1`, [elsewhere.userId]);
    expect(events.rows).toContainEqual({ detail: 'API key refused: source' });
  });

  it('never changes keys, roles, users’ roles or integration settings, even with the top role', async () => {
    const key = await makeKey({ roleId: 'superadmin' });
    const asKey = (request: ReturnType<ReturnType<typeof anonymous>['get']>) => request.set(bearer(key.secret));
    const created = await asKey(anonymous(app).post('/api/apiKeys')).send({ name: 'Made by a key', roleId: 'cashier' }).expect(403);
    expect(created.body.message).toMatch(/API key cannot change/);
    const arabic = await asKey(anonymous(app).post('/api/apiKeys')).set('Accept-Language', 'ar').send({ name: 'Made by a key', roleId: 'cashier' }).expect(403);
    expect(arabic.body.message).toMatch(/[\u0600-\u06FF]/);
    await asKey(anonymous(app).post(`/api/apiKeys/${key.id}/revoke`)).send({}).expect(403);
    const role = (await app.http.get('/api/roles').expect(200)).body.find((row: { key: string }) => row.key === 'cashier');
    await asKey(anonymous(app).put(`/api/roles/${role.id}`)).send({ description: 'Changed by a key' }).expect(403);
    const cashier = (await app.http.post('/api/users').send({ firstName: 'Cash', username: 'cash.key', email: 'cash.key@club.sa', roleId: 'cashier' }).expect(201)).body;
    await asKey(anonymous(app).put(`/api/users/${cashier.id}`)).send({ roleId: 'admin' }).expect(403);
    // A user's other details are the role's to change.
    await asKey(anonymous(app).put(`/api/users/${cashier.id}`)).send({ description: 'Till 3' }).expect(200);
    await asKey(anonymous(app).put('/api/integrations/email')).send({ settings: {}, currentPassword: 'x' }).expect(403);
    // Reading is what its role may: the keys' page.
    await asKey(anonymous(app).get('/api/apiKeys')).expect(200);
  });

  it('shows as the actor of its writes, by its name, and counts its uses', async () => {
    const key = await makeKey({ name: 'Federation registrations', roleId: 'superadmin' });
    const { body: department } = await anonymous(app).post('/api/departments').set(bearer(key.secret)).send({ name: 'Integrations', nameAr: 'التكاملات', code: 'INT-1' }).expect(201);
    const { body: entries } = await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ resource: 'departments', recordId: department.id }) }).expect(200);
    expect(entries).toHaveLength(1);
    expect(entries[0].actorId).toBe(key.userId);
    const { body: actor } = await app.http.get(`/api/users/${key.userId}`).expect(200);
    expect(actor.firstName).toBe('Federation registrations');
    // The service user never signs in: no password, not active; and it is no person: out of the
    // users' list (and its pickers' searches), named only where something asks for it by id.
    expect(actor.status).toBe('inactive');
    const people = (await app.http.get('/api/users').query({ range: '[0,999]' }).expect(200)).body as { id: string }[];
    expect(people.map((person) => person.id)).not.toContain(key.userId);
    const searched = (await app.http.get('/api/users').query({ filter: JSON.stringify({ q: 'Federation' }) }).expect(200)).body as { id: string }[];
    expect(searched.map((person) => person.id)).not.toContain(key.userId);
    const named = (await app.http.get('/api/users').query({ filter: JSON.stringify({ id: [key.userId] }) }).expect(200)).body as { id: string; firstName: string }[];
    expect(named).toMatchObject([{ id: key.userId, firstName: 'Federation registrations' }]);
    await app.auth.apiKeys.usage.flush();
    const { body: counted } = await app.http.get(`/api/apiKeys/${key.id}`).expect(200);
    expect(counted.useCount).toBe(1);
    expect(counted.lastUsedAt).toBeTruthy();
    // Its account never signs in, and goes only with the key.
    await app.http.put(`/api/users/${key.userId}`).send({ password: 'Another-Long-Pass-2026', status: 'active' }).expect(403);
    await app.http.delete(`/api/users/${key.userId}`).expect(403);
    // Nor does a person's account take a key account's address.
    await app.http.post('/api/users').send({ firstName: 'Mallory', username: 'mallory.key', email: 'mallory@api-keys.invalid', roleId: 'member' }).expect(403);
    // Renamed, its actor follows.
    await app.http.put(`/api/apiKeys/${key.id}`).send({ name: 'Federation sync' }).expect(200);
    expect((await app.http.get(`/api/users/${key.userId}`).expect(200)).body.firstName).toBe('Federation sync');
    // Deleted, the key still names its writes, and its account stays out of the people's lists.
    await app.http.delete(`/api/apiKeys/${key.id}`).expect(200);
    expect(((await app.http.get('/api/users').query({ range: '[0,999]' }).expect(200)).body as { id: string }[]).map((person) => person.id)).not.toContain(key.userId);
    await app.http.put(`/api/users/${key.userId}`).send({ password: 'Another-Long-Pass-2026', status: 'active' }).expect(403);
  });
});

describe('an API key beside the other integration features', () => {
  it('shows its secret once even to a retried request: the kept answer of an Idempotency-Key has no secret', async () => {
    const send = () => app.http.post('/api/apiKeys').set('Idempotency-Key', 'make-the-website-key').send({ name: 'Website (retried)', roleId: 'cashier' }).expect(201);
    const first = await send();
    const secret = first.body.revealed.secret as string;
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toMatchObject({ id: first.body.id });
    expect(again.body.revealed).toBeUndefined();
    const { rows } = await app.pool.query(`SELECT count(*)::int AS "count" FROM "idempotency_keys" WHERE convert_from("body", 'UTF8') LIKE $1`, [`%${secret.slice(23)}%`]);
    expect(rows).toEqual([{ count: 0 }]);
  });

  it("opens the live stream and hears the changes its role may read, until it is revoked", async () => {
    const key = await makeKey({ roleId: 'manager' });
    const stream = await openLiveStream(app.url, key.secret);
    try {
      const ticket = (await app.http.post('/api/supportTickets').send({ subject: 'Scoreboard dark', description: 'Since Friday', category: 'facilities' }).expect(201)).body;
      await stream.next((change) => change.resource === 'supportTickets' && change.id === ticket.id);
      await app.http.post(`/api/apiKeys/${key.id}/revoke`).send({}).expect(200);
      await app.http.post('/api/supportTickets').send({ subject: 'Scoreboard dark again', description: 'Since Monday', category: 'facilities' }).expect(201);
      await stream.ended;
    } finally {
      stream.close();
    }
  });
});

describe("an API key's budget", () => {
  let limited: TestApp;
  const LIMIT = 5;
  beforeAll(async () => {
    limited = await startTestApp({ config: { apiRateLimit: LIMIT } });
  });
  afterAll(() => limited?.stop());

  it("is its own: its 429 leaves its creator's budget alone, and the creator's leaves it", async () => {
    // Made by the system: the creator's budget is still whole.
    const made = await limited.crud.create('apiKeys', { name: 'BI export', roleId: 'cashier', perMinute: 3 });
    const secret = (made.revealed as { secret: string }).secret;
    for (let i = 0; i < 3; i++) await anonymous(limited).get('/api/invoices').set(bearer(secret)).expect(200);
    const refused = await anonymous(limited).get('/api/invoices').set(bearer(secret)).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The creator (the test's administrator) is served...
    for (let i = 0; i < LIMIT; i++) await limited.http.get('/api/invoices').expect(200);
    await limited.http.get('/api/invoices').expect(429);
    // ...and spends nothing of a key's: a second key of theirs is served though they are refused.
    const other = await limited.crud.create('apiKeys', { name: 'Website', roleId: 'cashier', perMinute: 50 });
    for (let i = 0; i < LIMIT + 2; i++) await anonymous(limited).get('/api/invoices').set(bearer((other.revealed as { secret: string }).secret)).expect(200);
  });
});
