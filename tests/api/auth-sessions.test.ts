import { issueAccessToken } from '@club/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, bearer, createUser, nextIp, PASSWORD, refreshCookieOf, session, signIn, tokenVersionOf, type TestUser } from './auth-helpers';

let app: TestApp;
let admin: TestUser;
let adminToken: string;

beforeAll(async () => {
  // Behind one proxy (TRUST_PROXY=1): the tests name each client by X-Forwarded-For.
  app = await startTestApp({ config: { trustProxy: 1 } });
  admin = await createUser(app, { role: 'superadmin' });
  adminToken = await issueAccessToken(app, admin.id);
});
afterAll(() => app?.stop());

const refresh = (token: string | undefined) => {
  const request = anonymous(app).post('/api/auth/refresh').set('X-Forwarded-For', nextIp());
  return token === undefined ? request : request.set('Cookie', `refresh_token=${token}`);
};
const works = (token: string) => anonymous(app).get('/api/tasks').set(bearer(token)).expect(200);
const refused = (token: string) => anonymous(app).get('/api/tasks').set(bearer(token)).expect(401);

describe('refresh', () => {
  it('rotates: a new access token and a new refresh cookie; the old refresh token is spent', async () => {
    const user = await createUser(app);
    const first = await session(app, user);
    const response = await refresh(first.refreshToken).expect(200);
    expect(Object.keys(response.body).sort()).toEqual(['accessToken', 'user']);
    expect(response.body.user).toMatchObject({ id: user.id, email: user.email });
    expect(response.text).not.toMatch(/password|argon2/i);
    const second = refreshCookieOf(response)!;
    expect(second.value).not.toBe(first.refreshToken);
    expect(second.line).toMatch(/HttpOnly/);
    expect(second.line).toMatch(/SameSite=Strict/);
    expect(second.line).toMatch(/Path=\/api\/auth/);
    await works(response.body.accessToken);
    await works(first.accessToken);

    const { rows } = await app.pool.query(
      'SELECT "used_at" IS NOT NULL AS "used", "revoked_at" IS NOT NULL AS "revoked" FROM "refresh_tokens" WHERE "user_id" = $1 ORDER BY "created_at"',
      [user.id],
    );
    expect(rows).toEqual([{ used: true, revoked: false }, { used: false, revoked: false }]);
    const third = await refresh(second.value).expect(200);
    await works(third.body.accessToken);
  });

  it('revokes the whole family when a used refresh token comes again: the newest one fails too', async () => {
    const user = await createUser(app);
    const first = await session(app, user);
    const rotated = refreshCookieOf(await refresh(first.refreshToken).expect(200))!.value;
    const reuse = await refresh(first.refreshToken).expect(401);
    expect(reuse.body).toEqual({ message: 'Session expired!', errors: {} });
    expect(refreshCookieOf(reuse)!.line).toMatch(/Max-Age=0/);
    await refresh(rotated).expect(401);
    // Another sign-in (another family) is not affected.
    const other = await session(app, user);
    await refresh(other.refreshToken).expect(200);
  });

  it('refuses an expired, unknown, malformed or missing refresh token', async () => {
    const user = await createUser(app);
    const { refreshToken } = await session(app, user);
    await app.pool.query(`UPDATE "refresh_tokens" SET "expires_at" = now() - interval '1 second' WHERE "user_id" = $1`, [user.id]);
    await refresh(refreshToken).expect(401);
    await refresh('A'.repeat(43)).expect(401);
    await refresh('not-a-token').expect(401);
    const missing = await refresh(undefined).expect(401);
    expect(missing.body).toEqual({ message: 'Session expired!', errors: {} });
  });

  it('refuses the refresh of a user who was deactivated', async () => {
    const user = await createUser(app);
    const { refreshToken } = await session(app, user);
    await app.pool.query(`UPDATE "users" SET "status" = 'suspended' WHERE "id" = $1`, [user.id]);
    await refresh(refreshToken).expect(401);
  });

  it('stores only a SHA-256 of each refresh token, with the client that got it', async () => {
    const user = await createUser(app);
    const ip = nextIp();
    const response = await anonymous(app).post('/api/auth/sign-in').set('X-Forwarded-For', ip).set('User-Agent', 'auth-test/1.0').send({ email: user.email, password: PASSWORD }).expect(200);
    const token = refreshCookieOf(response)!.value;
    const { rows } = await app.pool.query('SELECT * FROM "refresh_tokens" WHERE "user_id" = $1', [user.id]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]).toMatchObject({ ip, user_agent: 'auth-test/1.0' });
    // 7 days without a refresh, 30 days at most for the session (tests/security/sessions.test.ts).
    expect(new Date(rows[0].expires_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(new Date(rows[0].session_ends_at).getTime() - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
  });
});

describe('sign-out', () => {
  it('kills the refresh token and the access token, clears the cookie and answers {}', async () => {
    const user = await createUser(app);
    const { accessToken, refreshToken } = await session(app, user);
    await works(accessToken);
    const response = await anonymous(app).post('/api/auth/sign-out').set('Cookie', `refresh_token=${refreshToken}`).set(bearer(accessToken)).expect(200);
    expect(response.body).toEqual({});
    expect(refreshCookieOf(response)!.line).toMatch(/^refresh_token=;.*Max-Age=0/);
    await refused(accessToken);
    await anonymous(app).get('/api/auth/me').set(bearer(accessToken)).expect(401);
    await refresh(refreshToken).expect(401);
  });

  it('kills the access tokens with the cookie alone, and is idempotent', async () => {
    const user = await createUser(app);
    const { accessToken, refreshToken } = await session(app, user);
    await works(accessToken);
    await anonymous(app).post('/api/auth/sign-out').set('Cookie', `refresh_token=${refreshToken}`).expect(200, {});
    await refused(accessToken);
    await anonymous(app).post('/api/auth/sign-out').set('Cookie', `refresh_token=${refreshToken}`).expect(200, {});
    await anonymous(app).post('/api/auth/sign-out').expect(200, {});
    await anonymous(app).post('/api/auth/sign-out').set(bearer('garbage')).expect(200, {});
  });

  it('with the bearer alone, kills the access tokens', async () => {
    const user = await createUser(app);
    const { accessToken } = await session(app, user);
    await works(accessToken);
    await anonymous(app).post('/api/auth/sign-out').set(bearer(accessToken)).expect(200, {});
    await refused(accessToken);
  });
});

describe('a change of password, status or role ends the sessions', () => {
  const put = (id: string, body: Record<string, unknown>) => anonymous(app).put(`/api/users/${id}`).set(bearer(adminToken)).send(body).expect(200);

  it.each([
    ['password', { password: 'An0ther-long-passphrase' }],
    ['status', { status: 'inactive' }],
    ['role', { roleId: 'admin' }],
  ])('%s change: the access and refresh tokens stop working', async (_name, change) => {
    const user = await createUser(app);
    const { accessToken, refreshToken } = await session(app, user);
    await works(accessToken);
    const before = await tokenVersionOf(app, user.id);
    await put(user.id, change);
    expect(await tokenVersionOf(app, user.id)).toBe(before + 1);
    await refused(accessToken);
    await refresh(refreshToken).expect(401);
    if ('status' in change) await put(user.id, { status: 'active' });
    const password = 'password' in change ? (change.password as string) : PASSWORD;
    const again = await signIn(app, { email: user.email, password }).expect(200);
    await works(again.body.accessToken);
  });

  it('through the CRUD service too (same transaction as the write)', async () => {
    const user = await createUser(app);
    const { accessToken } = await session(app, user);
    await works(accessToken);
    await app.crud.update('users', user.id, { roleId: 'manager' });
    await refused(accessToken);
  });

  it('other changes keep the sessions', async () => {
    const user = await createUser(app);
    const { accessToken, refreshToken } = await session(app, user);
    await works(accessToken);
    await put(user.id, { firstName: 'Renamed', description: 'changed', password: '' });
    await put(user.id, { roleId: 'cashier', status: 'active' }); // the same values: nothing changed
    await works(accessToken);
    await refresh(refreshToken).expect(200);
  });

  it('deleting a user ends their access tokens', async () => {
    const user = await createUser(app);
    const { accessToken } = await session(app, user);
    await works(accessToken);
    await anonymous(app).delete(`/api/users/${user.id}`).set(bearer(adminToken)).expect(200);
    await refused(accessToken);
    const { rows } = await app.pool.query('SELECT count(*)::int AS "count" FROM "refresh_tokens" WHERE "user_id" = $1', [user.id]);
    expect(rows[0].count).toBe(0);
  });

  it('a user whose status changed in the database directly is refused within 2 seconds', async () => {
    const user = await createUser(app);
    const { accessToken } = await session(app, user);
    await works(accessToken);
    await app.pool.query(`UPDATE "users" SET "status" = 'inactive' WHERE "id" = $1`, [user.id]);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await refused(accessToken);
  });
});
