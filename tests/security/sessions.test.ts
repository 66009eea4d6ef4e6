import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, bearer, createUser, refreshCookieOf, session } from '../api/auth-helpers';

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
