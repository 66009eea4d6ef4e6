import { HashingBusy, HashingGate } from '@club/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, bearer, createUser, nextIp, PASSWORD, session, signIn, type TestUser } from '../api/auth-helpers';
import { linkTokenIn, notificationsOf } from '../api/outbox-helpers';

// Throttling as identity providers do it (issue 11, item 3): an attempt is counted and decided in
// one step before any password hash runs; failures lock the account, the same for an account that
// does not exist; an address has a far higher budget, so one person's typos never lock an office out.
let app: TestApp;
let user: TestUser;

beforeAll(async () => {
  // Behind one proxy (TRUST_PROXY=1): the tests name each client by X-Forwarded-For.
  app = await startTestApp({ config: { trustProxy: 1 } });
  user = await createUser(app, { role: 'manager' });
});
afterAll(() => app?.stop());

const retryAfterOf = (response: { headers: Record<string, string> }) => Number(response.headers['retry-after']);
const statusesOf = (responses: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

describe('a burst of parallel wrong sign-ins', () => {
  it('for one account: at most 5 answers of 401, the rest 429, and the right password is refused too', async () => {
    const target = await createUser(app);
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(app, { email: target.email, password: `wrong-${i}` }, nextIp())));
    const counts = statusesOf(burst);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(50);
    expect(burst.filter((response) => response.status === 429).every((response) => retryAfterOf(response) > 0)).toBe(true);
    await signIn(app, { email: target.email, password: PASSWORD }, nextIp()).expect(429);
  });

  it('for a name that is no account: the same answers', async () => {
    const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(app, { email: 'nobody-here@example.com', password: `wrong-${i}` }, nextIp())));
    const counts = statusesOf(burst);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(50);
  });
});

describe('sign-in throttling', () => {
  it('blocks an account after 5 failures in 15 minutes, from any client, without checking the password', async () => {
    const target = await createUser(app);
    for (let i = 0; i < 5; i++) await signIn(app, { email: target.email, password: `wrong-${i}` }, nextIp()).expect(401);
    const blocked = await signIn(app, { email: target.email, password: PASSWORD }, nextIp()).expect(429);
    expect(Object.keys(blocked.body).sort()).toEqual(['errors', 'message']);
    expect(blocked.body.errors).toEqual({});
    expect(blocked.body.message).toMatch(/too many/i);
    expect(retryAfterOf(blocked)).toBeGreaterThan(850);
    expect(retryAfterOf(blocked)).toBeLessThanOrEqual(900);
    // The username names the same account.
    await signIn(app, { username: target.username.toUpperCase(), password: PASSWORD }, nextIp()).expect(429);
    // Other accounts are not affected.
    await signIn(app, { email: user.email, password: PASSWORD }).expect(200);
    const events = await app.pool.query(`SELECT "event", "level" FROM "security_events" WHERE "user_id" = $1 ORDER BY "created_at"`, [target.id]);
    expect(events.rows.filter((row) => row.event === 'authn_login_fail')).toHaveLength(5);
    expect(events.rows.filter((row) => row.event === 'authn_login_lock')).toHaveLength(1);
  });

  it('tells in Retry-After when the lock ends: 15 minutes after the failure that locked it, twice as long for each lock within a day', async () => {
    const target = await createUser(app);
    const key = target.email.toLowerCase();
    const failuresAgo = (minutes: number[]) =>
      app.pool.query(
        `INSERT INTO "sign_in_failures" ("account_key", "client_key", "failed_at") SELECT $1, '192.0.2.1', now() - make_interval(mins => m) FROM unnest($2::int[]) AS m`,
        [key, minutes],
      );
    // Five failures, the last 10 minutes ago: locked for 5 more minutes.
    await failuresAgo([14, 13, 12, 11, 10]);
    const first = await signIn(app, { email: target.email, password: PASSWORD }).expect(429);
    expect(retryAfterOf(first)).toBeGreaterThanOrEqual(295);
    expect(retryAfterOf(first)).toBeLessThanOrEqual(301);
    // A second lock within the day, its last failure 10 minutes ago: 30 minutes from it.
    await app.pool.query(`UPDATE "sign_in_failures" SET "failed_at" = "failed_at" - interval '3 hours' WHERE "account_key" = $1`, [key]);
    await failuresAgo([14, 13, 12, 11, 10]);
    const second = await signIn(app, { email: target.email, password: PASSWORD }).expect(429);
    expect(retryAfterOf(second)).toBeGreaterThanOrEqual(1195);
    expect(retryAfterOf(second)).toBeLessThanOrEqual(1201);
    // Once the lock is over, the right password signs in and clears the memory.
    await app.pool.query(`UPDATE "sign_in_failures" SET "failed_at" = "failed_at" - interval '30 minutes' WHERE "account_key" = $1`, [key]);
    await signIn(app, { email: target.email, password: PASSWORD }).expect(200);
    expect((await app.pool.query('SELECT 1 FROM "sign_in_failures" WHERE "account_key" = $1', [key])).rows).toEqual([]);
  });

  it('spares an office: five wrong unknown emails from one address, then a colleague signs in from it', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await signIn(app, { email: `guess-${i}@example.com`, password: 'guess-password' }, ip).expect(401);
    await signIn(app, { email: user.email, password: PASSWORD }, ip).expect(200);
  });

  it('waits an address out after 100 failures in 15 minutes, whatever accounts it tries, in the language asked', async () => {
    const ip = nextIp();
    await app.pool.query(
      `INSERT INTO "sign_in_failures" ("account_key", "client_key") SELECT 'spray-' || n || '@example.com', $1 FROM generate_series(1, 100) AS n`,
      [ip],
    );
    const blocked = await signIn(app, { email: user.email, password: PASSWORD }, ip).expect(429);
    expect(retryAfterOf(blocked)).toBeGreaterThan(850);
    const arabic = await anonymous(app).post('/api/auth/sign-in').set('X-Forwarded-For', ip).set('Accept-Language', 'ar').send({ email: user.email, password: PASSWORD }).expect(429);
    expect(arabic.body.message).toMatch(/محاولات/);
    const events = await app.pool.query(`SELECT "client_ip" FROM "security_events" WHERE "event" = 'excess_rate_limit_exceeded' AND "client_ip" = $1`, [ip]);
    expect(events.rows.length).toBeGreaterThan(0);
    // Another client signs in to the same account.
    await signIn(app, { email: user.email, password: PASSWORD }, nextIp()).expect(200);
  });

  it("forgets an account's failures after a successful sign-in", async () => {
    const target = await createUser(app);
    for (let i = 0; i < 4; i++) await signIn(app, { email: target.email, password: `wrong-${i}` }).expect(401);
    await signIn(app, { username: target.username, password: PASSWORD }).expect(200);
    for (let i = 0; i < 4; i++) await signIn(app, { email: target.email, password: `wrong-${i}` }).expect(401);
    await signIn(app, { email: target.email, password: PASSWORD }).expect(200);
  });

  it('keeps the failures in the database, so that every instance counts them', async () => {
    const target = await createUser(app);
    await signIn(app, { email: target.email, password: 'wrong-password' }).expect(401);
    const { rows } = await app.pool.query('SELECT "account_key", "client_key" FROM "sign_in_failures" WHERE "account_key" = $1', [target.email.toLowerCase()]);
    expect(rows).toHaveLength(1);
    expect(rows[0].client_key).toMatch(/^198\.51\./);
  });
});

describe('a password reset', () => {
  it("clears the account's failures: the owner signs in at once with the new password", async () => {
    const target = await createUser(app);
    for (let i = 0; i < 5; i++) await signIn(app, { email: target.email, password: `wrong-${i}` }).expect(401);
    await signIn(app, { email: target.email, password: PASSWORD }).expect(429);
    await anonymous(app).post('/api/auth/forgot-password').set('X-Forwarded-For', nextIp()).send({ email: target.email }).expect(202);
    const token = linkTokenIn((await notificationsOf(app, target.id, 'passwordReset')).at(-1)!.body);
    const newPassword = 'Fresh-Start-Pitch-77';
    await anonymous(app).post('/api/auth/reset-password').set('X-Forwarded-For', nextIp()).send({ token, password: newPassword }).expect(200);
    await signIn(app, { email: target.email, password: newPassword }).expect(200);
    const events = await app.pool.query(`SELECT 1 FROM "security_events" WHERE "event" = 'authn_password_reset' AND "user_id" = $1`, [target.id]);
    expect(events.rows).toHaveLength(1);
  });
});

describe('POST /api/auth/password', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    anonymous(app).post('/api/auth/password').set(bearer(token)).set('X-Forwarded-For', nextIp()).send(body);

  it('judges the new password before the current one: a bad new password says nothing of the current', async () => {
    const target = await createUser(app);
    const { accessToken } = await session(app, target);
    const wrongCurrent = await change(accessToken, { currentPassword: 'Not-The-Password-9', newPassword: 'short' }).expect(400);
    const rightCurrent = await change(accessToken, { currentPassword: target.password, newPassword: 'short' }).expect(400);
    expect(wrongCurrent.body).toEqual(rightCurrent.body);
    expect(Object.keys(wrongCurrent.body.errors)).toEqual(['newPassword']);
  });

  it('after 5 wrong current passwords, refuses with 429 and ends every session of the user', async () => {
    const target = await createUser(app);
    const { accessToken } = await session(app, target);
    for (let i = 0; i < 5; i++) {
      const response = await change(accessToken, { currentPassword: `Wrong-Guess-${i}-x`, newPassword: 'Brand-New-Pitch-2026' });
      // The fifth ends the session that made it.
      expect([400, 401]).toContain(response.status);
    }
    await anonymous(app).get('/api/auth/me').set(bearer(accessToken)).expect(401);
    const again = await session(app, target);
    const refused = await change(again.accessToken, { currentPassword: target.password, newPassword: 'Brand-New-Pitch-2026' }).expect(429);
    expect(retryAfterOf(refused)).toBeGreaterThan(0);
    const events = await app.pool.query(`SELECT count(*)::int AS "n" FROM "security_events" WHERE "event" = 'authn_password_change_fail' AND "user_id" = $1`, [target.id]);
    expect(events.rows[0].n).toBe(5);
  });

  it('a right current password clears the count', async () => {
    const target = await createUser(app);
    const { accessToken } = await session(app, target);
    for (let i = 0; i < 4; i++) await change(accessToken, { currentPassword: `Wrong-Guess-${i}-x`, newPassword: 'Brand-New-Pitch-2026' }).expect(400);
    const changed = await change(accessToken, { currentPassword: target.password, newPassword: 'Brand-New-Pitch-2026' }).expect(200);
    const next = changed.body.accessToken as string;
    for (let i = 0; i < 4; i++) await change(next, { currentPassword: `Wrong-Guess-${i}-x`, newPassword: 'Another-Pitch-2027' }).expect(400);
    await change(next, { currentPassword: 'Brand-New-Pitch-2026', newPassword: 'Another-Pitch-2027' }).expect(200);
  });
});

describe('the cap on password hashing', () => {
  const hold = () => {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    return { release, done };
  };

  it('runs two at a time, queues a bounded number, and refuses beyond at once', async () => {
    const gate = new HashingGate(2, 3);
    const holds = Array.from({ length: 5 }, hold);
    const runs = holds.map((held) => gate.run(() => held.done));
    expect(gate.underWay).toEqual({ running: 2, waiting: 3 });
    await expect(gate.run(async () => 'late')).rejects.toBeInstanceOf(HashingBusy);
    holds[0]!.release();
    await runs[0];
    // The freed slot went to the first in line.
    expect(gate.underWay).toEqual({ running: 2, waiting: 2 });
    for (const held of holds) held.release();
    await Promise.all(runs);
    expect(gate.underWay).toEqual({ running: 0, waiting: 0 });
    await expect(gate.run(async () => 'after')).resolves.toBe('after');
  });

  it('frees its slot when a hash fails', async () => {
    const gate = new HashingGate(1, 0);
    await expect(gate.run(async () => Promise.reject(new Error('broken hash')))).rejects.toThrow('broken hash');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});
