import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, bearer, createUser, decodePayload, nextIp, PASSWORD, refreshCookieOf, signIn, type TestUser } from './auth-helpers';

let app: TestApp;
let user: TestUser;

beforeAll(async () => {
  // Behind one proxy (TRUST_PROXY=1): the tests name each client by X-Forwarded-For.
  app = await startTestApp({ config: { trustProxy: 1 } });
  user = await createUser(app, { role: 'manager' });
});
afterAll(() => app?.stop());

const INVALID = { message: 'Invalid email or password', errors: {} };

describe('sign-in', () => {
  it('answers { accessToken, user } with the users record and never the password', async () => {
    const response = await signIn(app, { email: user.email, password: PASSWORD }).expect(200);
    expect(Object.keys(response.body).sort()).toEqual(['accessToken', 'user']);
    const record = (await app.crud.getOne('users', user.id)) as Record<string, unknown>;
    const { role, permissions, mustChangeCredentials, ...rest } = response.body.user;
    expect(mustChangeCredentials).toBe(false);
    expect(rest).toEqual(JSON.parse(JSON.stringify(record)));
    // The session also names the role and what it may do (manager: operations, not users' edits).
    expect(role).toMatchObject({ key: 'manager', name: 'Manager', nameAr: 'مدير', rank: 60 });
    expect(permissions.tasks).toEqual(['list', 'show', 'create', 'edit', 'export', 'import']);
    expect(permissions.users).toEqual(['list', 'show']);
    expect(permissions).not.toHaveProperty('pages');
    expect(response.body.user).not.toHaveProperty('password');
    expect(response.text).not.toMatch(/password|argon2/i);
    expect(response.headers['cache-control']).toBe('no-store');

    const claims = decodePayload(response.body.accessToken);
    expect(claims).toMatchObject({ sub: user.id, typ: 'access', tv: 0, iss: 'club-back-office', aud: 'club-back-office/api' });
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
    const once = async (body: Record<string, unknown>) => {
      const started = performance.now();
      await signIn(app, body).expect(401);
      return performance.now() - started;
    };
    const target = await createUser(app);
    // Taken in turns, the fastest of five each: a busy moment of the machine (the other worker's
    // browser) weighs on both alike, not on one of them.
    const known: number[] = [];
    const strangers: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await once({ email: target.email, password: 'not-the-password' }));
      strangers.push(await once({ email: 'unknown@example.com', password: 'not-the-password' }));
    }
    const wrongPassword = Math.min(...known);
    const unknown = Math.min(...strangers);
    expect(unknown).toBeGreaterThan(wrongPassword / 3);
    expect(unknown).toBeLessThan(wrongPassword * 3);
  });

  it('refuses a malformed body with 400 on the field', async () => {
    expect((await signIn(app, { password: PASSWORD }).expect(400)).body.errors).toHaveProperty('email');
    expect((await signIn(app, { email: user.email }).expect(400)).body.errors).toHaveProperty('password');
    expect((await signIn(app, { email: user.email, password: 42 }).expect(400)).body.errors).toHaveProperty('password');
    await anonymous(app).post('/api/auth/sign-in').set('Content-Type', 'application/json').send('[1]').expect(400);
  });
});

// Throttling: tests/security/sign-in-throttling.test.ts.
