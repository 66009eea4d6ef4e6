import { configFromEnv } from '@club/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/test-app';

// The client's address is the socket's unless TRUST_PROXY names the proxies to believe: a client
// that writes its own X-Forwarded-For neither walks around a per-address limit nor plants an
// address in the sessions and the security log.
const FORGED = '203.0.113.9';

const signInForged = (app: TestApp) =>
  app.anonymous.post('/api/auth/sign-in').set('X-Forwarded-For', FORGED).send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }).expect(200);

const addressesOf = async (app: TestApp) => {
  const sessions = await app.pool.query(`SELECT DISTINCT "ip" FROM "refresh_tokens"`);
  const events = await app.pool.query(`SELECT DISTINCT "client_ip" AS "ip" FROM "security_events" WHERE "event" = 'authn_login_success'`);
  return { sessions: sessions.rows.map((row) => row.ip), events: events.rows.map((row) => row.ip) };
};

describe('without TRUST_PROXY', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.stop());

  it('ignores X-Forwarded-For: sessions and the security log keep the socket address', async () => {
    await signInForged(app);
    const addresses = await addressesOf(app);
    expect(addresses.sessions).not.toContain(FORGED);
    expect(addresses.events).not.toContain(FORGED);
    expect(addresses.sessions).toContain('127.0.0.1');
  });
});

describe('with TRUST_PROXY=1 (one proxy in front)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ config: { trustProxy: configFromEnv({ TRUST_PROXY: '1' }).trustProxy } });
  });
  afterAll(async () => app?.stop());

  it("takes the proxy's X-Forwarded-For", async () => {
    await signInForged(app);
    const addresses = await addressesOf(app);
    expect(addresses.sessions).toContain(FORGED);
    expect(addresses.events).toContain(FORGED);
  });

  it('does not use a forwarded value that is no IP address', async () => {
    await app.pool.query('DELETE FROM "refresh_tokens"');
    await app.anonymous.post('/api/auth/sign-in').set('X-Forwarded-For', 'not-an-address').send({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }).expect(200);
    expect((await addressesOf(app)).sessions).toEqual(['127.0.0.1']);
  });
});

describe('TRUST_PROXY values', () => {
  it.each([
    ['', false],
    ['false', false],
    ['2', 2],
    ['10.0.0.1, 172.16.0.0/12, ::1', ['10.0.0.1', '172.16.0.0/12', '::1']],
  ] as const)('%j is read as %j', (raw, expected) => {
    expect(configFromEnv({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it.each(['everyone', '10.0.0.1/40', '300.1.1.1', '99'])('%j stops the start with its name', (raw) => {
    expect(() => configFromEnv({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY/);
  });
});
