import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, craftJwt, createUser, decodePayload, session, signingSecret, type TestUser } from './auth-helpers';

let app: TestApp;
let user: TestUser;
let accessToken: string;
let refreshToken: string;
let secret: Buffer;

beforeAll(async () => {
  app = await startTestApp();
  user = await createUser(app, { role: 'admin' });
  ({ accessToken, refreshToken } = await session(app, user));
  secret = await signingSecret(app);
});
afterAll(() => app?.stop());

const now = () => Math.floor(Date.now() / 1000);
const claims = (overrides: Record<string, unknown> = {}) => ({
  sub: user.id,
  tv: 0,
  typ: 'access',
  iss: 'club-back-office',
  aud: 'club-back-office/api',
  iat: now(),
  exp: now() + 600,
  jti: randomUUID(),
  ...overrides,
});
const HS256 = { alg: 'HS256', typ: 'JWT' };
const get = (authorization?: string, path = '/api/tasks') => {
  const request = anonymous(app).get(path);
  return authorization === undefined ? request : request.set('Authorization', authorization);
};
const expect401 = async (authorization?: string) => {
  const response = await get(authorization).expect(401);
  expect(Object.keys(response.body).sort()).toEqual(['errors', 'message']);
  expect(response.body.errors).toEqual({});
  expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
  return response;
};

describe('the access token guard', () => {
  it('lets a valid token through, also one crafted with the secret (so the negatives below test the right thing)', async () => {
    await get(`Bearer ${accessToken}`).expect(200);
    await get(`bearer ${accessToken}`).expect(200);
    await get(`Bearer ${craftJwt(HS256, claims(), secret)}`).expect(200);
  });

  it('refuses a request without an Authorization header', async () => {
    const response = await expect401();
    expect(response.body.message).toMatch(/Authentication required/);
    const arabic = await anonymous(app).get('/api/tasks').set('Accept-Language', 'ar').expect(401);
    expect(arabic.body.message).toMatch(/تسجيل الدخول/);
  });

  it.each([
    ['an empty header', ''],
    ['Bearer alone', 'Bearer'],
    ['Bearer and a space', 'Bearer '],
    ['garbage', 'Bearer garbage'],
    ['three dots of garbage', 'Bearer a.b.c'],
    ['another scheme', `Basic ${Buffer.from('admin:admin').toString('base64')}`],
    ['the token without a scheme', 'TOKEN'],
    ['two tokens', 'Bearer x.y.z y.z.x'],
  ])('refuses a malformed header: %s', async (_name, header) => {
    await expect401(header.replace('TOKEN', accessToken));
  });

  it('refuses a token without its signature', async () => {
    const [header, payload] = accessToken.split('.');
    await expect401(`Bearer ${header}.${payload}.`);
    await expect401(`Bearer ${header}.${payload}`);
  });

  it('refuses alg none, whatever its case', async () => {
    for (const alg of ['none', 'None', 'NONE']) await expect401(`Bearer ${craftJwt({ alg, typ: 'JWT' }, claims())}`);
  });

  it('refuses a token signed with another key or another algorithm', async () => {
    await expect401(`Bearer ${craftJwt(HS256, claims(), randomBytes(48))}`);
    await expect401(`Bearer ${craftJwt(HS256, claims(), '')}`);
    await expect401(`Bearer ${craftJwt({ alg: 'HS512', typ: 'JWT' }, claims(), secret)}`);
    await expect401(`Bearer ${craftJwt({ alg: 'HS384', typ: 'JWT' }, claims(), secret)}`);
  });

  it('refuses an expired token, and one without an expiry', async () => {
    const response = await expect401(`Bearer ${craftJwt(HS256, claims({ iat: now() - 1000, exp: now() - 60 }), secret)}`);
    expect(response.body.message).toMatch(/invalid or has expired/);
    const { exp: _exp, ...noExpiry } = claims();
    await expect401(`Bearer ${craftJwt(HS256, noExpiry, secret)}`);
  });

  it('refuses a tampered payload', async () => {
    const [header, , signature] = accessToken.split('.');
    const other = await createUser(app, { role: 'superadmin' });
    for (const change of [{ sub: other.id }, { tv: 1 }, { exp: now() + 86_400 }, { role: 'superadmin' }]) {
      const payload = Buffer.from(JSON.stringify({ ...decodePayload(accessToken), ...change })).toString('base64url');
      await expect401(`Bearer ${header}.${payload}.${signature}`);
    }
  });

  it('refuses a token of another type, an old token version or an unknown user', async () => {
    await expect401(`Bearer ${craftJwt(HS256, claims({ typ: 'refresh' }), secret)}`);
    // Made by another issuer, or for another audience, with the same secret: refused.
    await expect401(`Bearer ${craftJwt(HS256, claims({ iss: 'someone-else' }), secret)}`);
    await expect401(`Bearer ${craftJwt(HS256, claims({ iss: undefined }), secret)}`);
    await expect401(`Bearer ${craftJwt(HS256, claims({ aud: 'another-app' }), secret)}`);
    await expect401(`Bearer ${craftJwt(HS256, claims({ aud: undefined }), secret)}`);
    await expect401(`Bearer ${craftJwt(HS256, claims({ typ: undefined }), secret)}`);
    await expect401(`Bearer ${craftJwt(HS256, claims({ tv: 1 }), secret)}`);
    await expect401(`Bearer ${craftJwt(HS256, claims({ tv: '0' }), secret)}`);
    await expect401(`Bearer ${craftJwt(HS256, claims({ sub: randomUUID() }), secret)}`);
    await expect401(`Bearer ${craftJwt(HS256, claims({ sub: 'not-a-uuid' }), secret)}`);
  });

  it('refuses the refresh token used as an access token', async () => {
    await expect401(`Bearer ${refreshToken}`);
  });

  it('refuses the token of a user who is no longer active', async () => {
    const inactive = await createUser(app);
    const token = (await session(app, inactive)).accessToken;
    await get(`Bearer ${token}`).expect(200);
    await app.crud.update('users', inactive.id, { status: 'suspended' });
    await expect401(`Bearer ${token}`);
    await expect401(`Bearer ${craftJwt(HS256, claims({ sub: inactive.id, tv: 1 }), secret)}`);
  });

  it('guards every /api route, whatever method, unknown routes included', async () => {
    const id = randomUUID();
    await anonymous(app).get('/api/users').expect(401);
    await anonymous(app).get(`/api/users/${id}`).expect(401);
    await anonymous(app).post('/api/users').send({}).expect(401);
    await anonymous(app).put(`/api/users/${id}`).send({}).expect(401);
    await anonymous(app).delete(`/api/users/${id}`).expect(401);
    await anonymous(app).head('/api/tasks').expect(401);
    await anonymous(app).get('/api/no-such-thing').expect(401);
    await anonymous(app).get('/api').expect(401);
    // Under /api/auth/ but reaching the generic routes: guarded.
    await anonymous(app).get('/api/auth/something').expect(401);
    await anonymous(app).get('/api/public').expect(401);
    await anonymous(app).get('/api/healthx').expect(401);
    await anonymous(app).get('/api/openapi.jsonx').expect(401);
    // Attaches the user: the request reached the handler.
    await anonymous(app).get('/api/no-such-thing').set('Authorization', `Bearer ${accessToken}`).expect(404);
  });

  it('leaves the public routes open', async () => {
    await anonymous(app).get('/api/health').expect(200);
    await anonymous(app).get('/api/openapi.json').expect(200);
    await anonymous(app).get('/api/openapi.yaml').expect(200);
    const docs = await anonymous(app).get('/api/docs').redirects(2);
    expect(docs.status).toBe(200);
    expect(docs.text).toContain('swagger-ui-init.js');
    await anonymous(app).get('/api/docs/swagger-ui-init.js').expect(200);
    await anonymous(app).get('/api/docs/swagger-ui.css').expect(200);
    await anonymous(app).post('/api/auth/sign-in').send({}).expect(400);
    await anonymous(app).post('/api/auth/refresh').expect(401);
    await anonymous(app).post('/api/auth/sign-out').expect(200);
    await anonymous(app).get('/api/auth/me').expect(401);
    await anonymous(app).get('/api/auth/me').set('Authorization', `Bearer ${accessToken}`).expect(200);
  });

  it('answers CORS preflights without a token', async () => {
    const response = await anonymous(app).options('/api/tasks').set('Origin', 'http://example.com').set('Access-Control-Request-Method', 'GET');
    expect(response.status).not.toBe(401);
  });
});

describe('the signing secret', () => {
  it('is generated at the first start (48 random bytes) and kept in auth_secrets', async () => {
    const { rows } = await app.pool.query(`SELECT "key", "value" FROM "auth_secrets" WHERE "key" = 'jwt'`);
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0].value, 'base64url')).toHaveLength(48);
    // The key that seals the apps' saved secrets is another one, never the signing secret.
    const { rows: sealing } = await app.pool.query(`SELECT "value" FROM "auth_secrets" WHERE "key" = 'integration-settings'`);
    expect(Buffer.from(sealing[0].value, 'base64url')).toHaveLength(32);
    expect(sealing[0].value).not.toBe(rows[0].value);
  });
});
