import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, bearer, createUser, refreshCookieOf, session } from '../api/auth-helpers';
import { linkTokenIn, notificationsOf } from '../api/outbox-helpers';

// Sessions (issue 11, item 8): a refresh token presented again after its use means a copy is in
// other hands; the family ends and so does every access token of the user, the thief's included.
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const refresh = (token: string) => anonymous(app).post('/api/auth/refresh').set('Cookie', `refresh_token=${token}`);
const me = (token: string) => anonymous(app).get('/api/auth/me').set(bearer(token));

describe('a reused refresh token', () => {
  it('ends the access tokens issued before and after the theft, and is logged as token reuse', async () => {
    const user = await createUser(app);
    const first = await session(app, user);
    // The thief refreshes with a copy first: a new access token and a new refresh token.
    const stolen = await refresh(first.refreshToken).expect(200);
    const thiefAccess = stolen.body.accessToken as string;
    await me(thiefAccess).expect(200);
    // The owner's browser presents the same (now spent) token.
    await refresh(first.refreshToken).expect(401);
    await me(thiefAccess).expect(401);
    await me(first.accessToken).expect(401);
    await refresh(refreshCookieOf(stolen)!.value).expect(401);
    const events = await app.pool.query(`SELECT "level", "detail" FROM "security_events" WHERE "event" = 'authn_token_reuse' AND "user_id" = $1`, [user.id]);
    expect(events.rows).toHaveLength(1);
    expect(events.rows[0].level).toBe('critical');
    expect(JSON.stringify(events.rows)).not.toContain(first.refreshToken);
    // The owner signs in again.
    const again = await session(app, user);
    await me(again.accessToken).expect(200);
  });

  it('a token ended by sign-out is only refused: nothing else ends', async () => {
    const user = await createUser(app);
    const kept = await session(app, user);
    const ended = await session(app, user);
    await anonymous(app).post('/api/auth/sign-out').set('Cookie', `refresh_token=${ended.refreshToken}`).expect(200);
    await refresh(ended.refreshToken).expect(401);
    await refresh(kept.refreshToken).expect(200);
  });
});

describe('a session', () => {
  it('ends at its absolute lifetime however often it is refreshed; a refresh never outlives it', async () => {
    const user = await createUser(app);
    const { refreshToken } = await session(app, user);
    await app.pool.query(`UPDATE "refresh_tokens" SET "session_ends_at" = now() + interval '1 hour' WHERE "user_id" = $1`, [user.id]);
    const refreshed = await refresh(refreshToken).expect(200);
    const cookie = refreshCookieOf(refreshed)!;
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie.line)![1]);
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(3600);
    const { rows } = await app.pool.query(`SELECT "expires_at" <= "session_ends_at" AS "within" FROM "refresh_tokens" WHERE "user_id" = $1 AND "used_at" IS NULL`, [user.id]);
    expect(rows).toEqual([{ within: true }]);
    // The session's end passes: the live refresh token is refused.
    await app.pool.query(`UPDATE "refresh_tokens" SET "session_ends_at" = now() - interval '1 second' WHERE "user_id" = $1`, [user.id]);
    await refresh(cookie.value).expect(401);
  });

  it('ends after 7 days without a refresh', async () => {
    const user = await createUser(app);
    const { refreshToken } = await session(app, user);
    const { rows } = await app.pool.query(`SELECT round(extract(epoch FROM "expires_at" - "created_at"))::int AS "idle", round(extract(epoch FROM "session_ends_at" - "created_at"))::int AS "absolute" FROM "refresh_tokens" WHERE "user_id" = $1`, [user.id]);
    expect(rows).toEqual([{ idle: 7 * 24 * 3600, absolute: 30 * 24 * 3600 }]);
    await app.pool.query(`UPDATE "refresh_tokens" SET "expires_at" = now() - interval '1 second' WHERE "user_id" = $1`, [user.id]);
    await refresh(refreshToken).expect(401);
  });
});

describe('the refresh cookie', () => {
  it('is Secure everywhere but on a local address over http', async () => {
    const user = await createUser(app);
    const local = await anonymous(app).post('/api/auth/sign-in').send({ email: user.email, password: user.password }).expect(200);
    expect(refreshCookieOf(local)!.line).not.toMatch(/Secure/);
    const remote = await anonymous(app).post('/api/auth/sign-in').set('Host', 'club.example.com').send({ email: user.email, password: user.password }).expect(200);
    expect(refreshCookieOf(remote)!.line).toMatch(/; Secure/);
  });

  it('is refreshed and signed out only from this site', async () => {
    const user = await createUser(app);
    const { refreshToken } = await session(app, user);
    const evil = await refresh(refreshToken).set('Origin', 'https://evil.example').expect(403);
    expect(evil.body.message).toBe('This request came from another site');
    await refresh(refreshToken).set('Sec-Fetch-Site', 'cross-site').expect(403);
    await anonymous(app).post('/api/auth/sign-out').set('Cookie', `refresh_token=${refreshToken}`).set('Origin', 'https://evil.example').expect(403);
    // The token was not spent by the refused attempts.
    const { host } = new URL(app.url);
    await refresh(refreshToken).set('Origin', `http://${host}`).set('Sec-Fetch-Site', 'same-origin').expect(200);
  });
});

describe('links and codes already sent', () => {
  it.each<[string, () => Record<string, unknown>]>([
    ['email', () => ({ email: `moved.${Date.now()}@club.sa` })],
    ['status', () => ({ status: 'suspended' })],
    ['password', () => ({ password: 'Changed-By-Admin-2026' })],
  ])('die when the %s changes', async (_field, change) => {
    const user = await createUser(app);
    await anonymous(app).post('/api/auth/forgot-password').send({ email: user.email }).expect(202);
    const token = linkTokenIn((await notificationsOf(app, user.id, 'passwordReset')).at(-1)!.body);
    await app.crud.update('users', user.id, change());
    await anonymous(app).post('/api/auth/reset-password').send({ token, password: 'Fresh-Start-Pitch-77' }).expect(400);
  });
});

describe('authorization events', () => {
  it('log a refused request and a change of role', async () => {
    const user = await createUser(app, { role: 'member' });
    const token = await app.auth.issueAccessToken(user.id);
    await anonymous(app).post('/api/tasks').set(bearer(token)).send({ title: 'Not mine to make' }).expect(403);
    const refused = await app.pool.query(`SELECT "detail" FROM "security_events" WHERE "event" = 'authz_fail' AND "user_id" = $1`, [user.id]);
    expect(refused.rows[0].detail).toMatch(/no 'create' on 'tasks'/);
    await app.http.put(`/api/users/${user.id}`).send({ roleId: 'cashier' }).expect(200);
    const changed = await app.pool.query(`SELECT "detail" FROM "security_events" WHERE "event" = 'authz_change' AND "user_id" = $1`, [user.id]);
    expect(changed.rows).toHaveLength(1);
  });
});
