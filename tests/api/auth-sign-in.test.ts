import { DEMO_ADMIN } from '@club/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, bearer, createUser, decodePayload, nextIp, PASSWORD, refreshCookieOf, signIn, type TestUser } from './auth-helpers';

let app: TestApp;
let user: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  user = await createUser(app, { role: 'manager' });
});
afterAll(() => app?.stop());

const INVALID = { message: 'Invalid email or password', errors: {} };

describe('sign-in', () => {
  it('answers { accessToken, user } with the users record and never the password', async () => {
    const response = await signIn(app, { email: user.email, password: PASSWORD }).expect(200);
    expect(Object.keys(response.body).sort()).toEqual(['accessToken', 'user']);
    const record = (await app.crud.getOne('users', user.id)) as Record<string, unknown>;
    const { role, permissions, ...rest } = response.body.user;
    expect(rest).toEqual(JSON.parse(JSON.stringify(record)));
    // The session also names the role and what it may do (manager: operations, not users' edits).
    expect(role).toMatchObject({ key: 'manager', name: 'Manager', nameAr: 'مدير', rank: 60 });
    expect(permissions.tasks).toEqual(['list', 'show', 'create', 'edit', 'export']);
    expect(permissions.users).toEqual(['list', 'show']);
    expect(permissions).not.toHaveProperty('pages');
    expect(response.body.user).not.toHaveProperty('password');
    expect(response.text).not.toMatch(/password|argon2/i);
    expect(response.headers['cache-control']).toBe('no-store');

    const claims = decodePayload(response.body.accessToken);
    expect(claims).toMatchObject({ sub: user.id, typ: 'access', tv: 0 });
    expect(claims.exp as number).toBe((claims.iat as number) + 15 * 60);
    expect(typeof claims.jti).toBe('string');
    expect(JSON.parse(Buffer.from(response.body.accessToken.split('.')[0], 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });

    const me = await anonymous(app).get('/api/auth/me').set(bearer(response.body.accessToken)).expect(200);
    expect(me.body).toEqual({ user: response.body.user });
    await anonymous(app).get('/api/users').set(bearer(response.body.accessToken)).expect(200);
  });

  it('sets the refresh token as an httpOnly, SameSite=Strict cookie on /api/auth for 30 days (Secure over https)', async () => {
    const plain = refreshCookieOf(await signIn(app, { email: user.email, password: PASSWORD }).expect(200))!;
    expect(plain.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const attributes = plain.line.split(';').slice(1).map((part) => part.trim());
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/api/auth', 'Max-Age=2592000']));
    expect(attributes).not.toContain('Secure');
    const https = await anonymous(app)
      .post('/api/auth/sign-in')
      .set('X-Forwarded-For', nextIp())
      .set('X-Forwarded-Proto', 'https')
      .send({ email: user.email, password: PASSWORD })
      .expect(200);
    expect(refreshCookieOf(https)!.line.split(';').map((part) => part.trim())).toContain('Secure');
  });

  it('accepts the email in any case, or the username (in the email field too)', async () => {
    await signIn(app, { email: user.email.toUpperCase(), password: PASSWORD }).expect(200);
    await signIn(app, { username: user.username, password: PASSWORD }).expect(200);
    await signIn(app, { email: user.username, password: PASSWORD }).expect(200);
  });

  it('gives the same 401 to an unknown user, a wrong password, a user without password and a user who is not active', async () => {
    // A user of its own: these failures count against the account.
    const target = await createUser(app);
    const noPassword = await createUser(app, { password: null });
    const inactive = await Promise.all(['inactive', 'invited', 'suspended'].map((status) => createUser(app, { status })));
    const attempts = [
      { email: 'nobody@example.com', password: PASSWORD },
      { username: 'nobody', password: PASSWORD },
      { email: target.email, password: `${PASSWORD}x` },
      { username: target.username, password: 'wrong-password' },
      { email: noPassword.email, password: PASSWORD },
      ...inactive.map((account) => ({ email: account.email, password: PASSWORD })),
    ];
    for (const body of attempts) {
      const response = await signIn(app, body).expect(401);
      expect(response.body, JSON.stringify(body)).toEqual(INVALID);
      expect(refreshCookieOf(response)).toBeUndefined();
    }
    const arabic = await anonymous(app).post('/api/auth/sign-in').set('Accept-Language', 'ar').set('X-Forwarded-For', nextIp()).send(attempts[0]).expect(401);
    expect(arabic.body).toEqual({ message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة', errors: {} });
  });

  it('takes about as long for an unknown user as for a wrong password (a dummy hash is verified)', async () => {
    const time = async (body: Record<string, unknown>) => {
      const samples: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        await signIn(app, body).expect(401);
        samples.push(performance.now() - started);
      }
      return Math.min(...samples);
    };
    const target = await createUser(app);
    const wrongPassword = await time({ email: target.email, password: 'not-the-password' });
    const unknown = await time({ email: 'unknown@example.com', password: 'not-the-password' });
    expect(unknown).toBeGreaterThan(wrongPassword / 3);
    expect(unknown).toBeLessThan(wrongPassword * 3);
  });

  it('refuses a malformed body with 400 on the field', async () => {
    expect((await signIn(app, { password: PASSWORD }).expect(400)).body.errors).toHaveProperty('email');
    expect((await signIn(app, { email: user.email }).expect(400)).body.errors).toHaveProperty('password');
    expect((await signIn(app, { email: user.email, password: 42 }).expect(400)).body.errors).toHaveProperty('password');
    await anonymous(app).post('/api/auth/sign-in').set('Content-Type', 'application/json').send('[1]').expect(400);
  });

  it('lets the demo superadmin sign in with the stated password', async () => {
    const existing = await app.pool.query('SELECT "id" FROM "users" WHERE lower("email") = lower($1)', [DEMO_ADMIN.email]);
    if (existing.rows[0]) await app.crud.update('users', existing.rows[0].id, { password: DEMO_ADMIN.password, roleId: 'superadmin', status: 'active' });
    else await createUser(app, { email: DEMO_ADMIN.email, username: 'demo.admin', password: DEMO_ADMIN.password, role: 'superadmin' });
    const response = await signIn(app, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }).expect(200);
    expect(response.body.user).toMatchObject({ email: DEMO_ADMIN.email, role: { key: 'superadmin' }, status: 'active' });
  });
});

describe('throttling', () => {
  const retryAfterOf = (response: { headers: Record<string, string> }) => Number(response.headers['retry-after']);

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
  });

  it('tells in Retry-After when the oldest counted failure leaves the window', async () => {
    const target = await createUser(app);
    const key = target.email.toLowerCase();
    // Failures of 14 minutes ago and older: the oldest counted one leaves the window in ~60 s.
    await app.pool.query(
      `INSERT INTO "sign_in_failures" ("account_key", "client_key", "failed_at")
       SELECT $1, '192.0.2.1', now() - make_interval(mins => m) FROM unnest(ARRAY[14, 13, 12, 11, 10, 20]) AS m`,
      [key],
    );
    const blocked = await signIn(app, { email: target.email, password: PASSWORD }).expect(429);
    expect(retryAfterOf(blocked)).toBeGreaterThanOrEqual(55);
    expect(retryAfterOf(blocked)).toBeLessThanOrEqual(61);
    // Once it has left, the account may try again.
    await app.pool.query(`DELETE FROM "sign_in_failures" WHERE "account_key" = $1 AND "failed_at" < now() - interval '13 minutes 30 seconds'`, [key]);
    await signIn(app, { email: target.email, password: PASSWORD }).expect(200);
  });

  it('blocks a client after 5 failures in 15 minutes, whatever accounts it tries', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await signIn(app, { email: `guess-${i}@example.com`, password: 'guess-password' }, ip).expect(401);
    const blocked = await signIn(app, { email: user.email, password: PASSWORD }, ip).expect(429);
    expect(retryAfterOf(blocked)).toBeGreaterThan(850);
    const arabic = await anonymous(app).post('/api/auth/sign-in').set('X-Forwarded-For', ip).set('Accept-Language', 'ar').send({ email: user.email, password: PASSWORD }).expect(429);
    expect(arabic.body.message).toMatch(/محاولات/);
    // Another client signs in to the same account.
    await signIn(app, { email: user.email, password: PASSWORD }, nextIp()).expect(200);
  });

  it('forgets an account\'s failures after a successful sign-in', async () => {
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
