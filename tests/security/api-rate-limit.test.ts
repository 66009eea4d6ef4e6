import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, bearer, createUser } from '../api/auth-helpers';

// A budget of API requests per user (issue 11, item 7): API_RATE_LIMIT a minute for each signed-in
// user, counted after the guard, so one user's burst never spends another's.
let app: TestApp;
const LIMIT = 5;

beforeAll(async () => {
  app = await startTestApp({ config: { apiRateLimit: LIMIT } });
});
afterAll(() => app?.stop());

const tokenOf = async (role = 'manager') => {
  const user = await createUser(app, { role });
  return { id: user.id, token: await app.auth.issueAccessToken(user.id) };
};

describe('the API budget', () => {
  it('answers 429 with Retry-After past API_RATE_LIMIT requests a minute, in the language asked, and logs it once', async () => {
    const { id, token } = await tokenOf();
    for (let i = 0; i < LIMIT; i++) await anonymous(app).get('/api/tasks').set(bearer(token)).expect(200);
    const refused = await anonymous(app).get('/api/tasks').set(bearer(token)).expect(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual({ message: `Too many requests; try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`, errors: {} });
    expect(refused.headers['cache-control']).toBe('no-store');
    const arabic = await anonymous(app).get('/api/tasks').set(bearer(token)).set('Accept-Language', 'ar').expect(429);
    expect(arabic.body.message).toMatch(/[\u0600-\u06FF]/);
    const events = await app.pool.query(`SELECT "detail" FROM "security_events" WHERE "event" = 'excess_rate_limit_exceeded' AND "user_id" = $1`, [id]);
    expect(events.rows).toEqual([{ detail: `more than ${LIMIT} API requests a minute` }]);
  });

  it("is each user's own: another user on the same address is served", async () => {
    const first = await tokenOf();
    const second = await tokenOf();
    for (let i = 0; i <= LIMIT; i++) await anonymous(app).get('/api/tasks').set(bearer(first.token));
    await anonymous(app).get('/api/tasks').set(bearer(first.token)).expect(429);
    await anonymous(app).get('/api/tasks').set(bearer(second.token)).expect(200);
  });

  it('never counts a forged token against the user it names', async () => {
    const victim = await tokenOf();
    const forged = `${victim.token.slice(0, -4)}AAAA`;
    for (let i = 0; i <= LIMIT * 2; i++) await anonymous(app).get('/api/tasks').set(bearer(forged)).expect(401);
    await anonymous(app).get('/api/tasks').set(bearer(victim.token)).expect(200);
  });

  it('counts requests before sign-in by client address', async () => {
    // The test app's own sign-in came from this address too.
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await anonymous(app).get('/api/health')).status);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(LIMIT - 1);
    expect(statuses.at(-1)).toBe(429);
  });
});
