import { loadRegistry } from '@club/schema/node';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleRecord, seedServerWrittenRows } from '../support/samples';
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/test-app';
import { bearer, createUser, nextIp, refreshCookieOf, session, type TestUser } from './auth-helpers';

// No secret leaves the API: a crawl of every answer a signed-in superadmin can get (every
// resource's list and records, the session routes, the OpenAPI document) for password hashes,
// secret field names and refresh tokens; and secret fields are not a way to probe a password
// either (no filter, no sort, no search on them).
const registry = await loadRegistry();

/** Field names that must never come back (any depth, any resource). */
const SECRET_NAMES = new Set(['password', 'passwordhash', 'password_hash', 'tokenhash', 'token_hash', 'refreshtoken', 'refresh_token', 'secret']);

let app: TestApp;
/** A user with a password, a live session, and the refresh tokens handed out so far. */
let user: TestUser;
const refreshTokens: string[] = [];
/** A unique word inside the user's password (and nowhere else). */
const passwordWord = `zq${randomBytes(6).toString('hex').replace(/[0-9]/g, 'x')}`;

beforeAll(async () => {
  app = await startTestApp();
  // Something in every table: one sample per resource (users with hashed passwords among them),
  // a password reset in the outbox, audit entries, and a user with a session.
  for (const resource of registry.resources) if (!resource.readOnly && !resource.serverRows) await createSampleRecord(app.http, registry, resource);
  await seedServerWrittenRows(app.http, registry);
  user = await createUser(app, { role: 'manager', password: `Open-${passwordWord}-Sesame9` });
  await app.anonymous.post('/api/auth/forgot-password').set('X-Forwarded-For', nextIp()).send({ email: TEST_ADMIN.email }).expect(202);
});
afterAll(() => app?.stop());

interface Answer {
  what: string;
  text: string;
  body: unknown;
}
const answers: Answer[] = [];
const record = <T extends { text: string; body: unknown }>(what: string, response: T): T => {
  answers.push({ what, text: response.text, body: response.body });
  return response;
};

/** Masked as the audit trail masks secrets: '***' (or nothing) at every leaf. */
const isMasked = (value: unknown): boolean =>
  value === '***' || value === null || (typeof value === 'object' && Object.values(value as object).every(isMasked));

/**
 * Every key of a JSON value whose name is a secret's, with its path, unless its value is masked
 * (an audit entry says that a password changed: `changes.password: { old: '***', new: '***' }`).
 */
const secretKeysIn = (value: unknown, path = '$'): string[] => {
  if (Array.isArray(value)) return value.flatMap((item, index) => secretKeysIn(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(SECRET_NAMES.has(key.toLowerCase()) && !isMasked(inner) ? [`${path}.${key} = ${JSON.stringify(inner)}`] : []),
    ...secretKeysIn(inner, `${path}.${key}`),
  ]);
};

describe('the crawl', () => {
  it('collects every resource list and one record of each as the superadmin', async () => {
    for (const resource of registry.resources) {
      const list = record(`GET /api/${resource.name}`, await app.http.get(`/api/${resource.name}`).query({ range: '[0,999]' }).expect(200));
      const rows = list.body as { id: string }[];
      expect(rows.length, resource.name).toBeGreaterThan(0);
      record(`GET /api/${resource.name}/:id`, await app.http.get(`/api/${resource.name}/${rows[0]!.id}`).expect(200));
      record(`GET /api/${resource.name} (getMany)`, await app.http.get(`/api/${resource.name}`).query({ filter: JSON.stringify({ id: rows.slice(0, 5).map((row) => row.id) }) }).expect(200));
    }
    // The users list holds users whose passwords are set.
    const { rows } = await app.pool.query(`SELECT count(*)::int AS "n" FROM "users" WHERE "password" LIKE '$argon2%'`);
    expect(rows[0].n).toBeGreaterThan(1);
  });

  it('collects the session answers: sign-in, refresh, /me', async () => {
    const signIn = record('POST /api/auth/sign-in', await app.anonymous.post('/api/auth/sign-in').set('X-Forwarded-For', nextIp()).send({ email: user.email, password: user.password }).expect(200));
    refreshTokens.push(refreshCookieOf(signIn)!.value);
    const refreshed = record('POST /api/auth/refresh', await app.anonymous.post('/api/auth/refresh').set('X-Forwarded-For', nextIp()).set('Cookie', `refresh_token=${refreshTokens[0]}`).expect(200));
    refreshTokens.push(refreshCookieOf(refreshed)!.value);
    record('GET /api/auth/me (manager)', await app.anonymous.get('/api/auth/me').set(bearer(refreshed.body.accessToken)).expect(200));
    record('GET /api/auth/me (superadmin)', await app.http.get('/api/auth/me').expect(200));
    const admin = await session(app, { id: '', email: TEST_ADMIN.email, username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    refreshTokens.push(admin.refreshToken);
    // The superadmin reads the users again now that sessions exist (token tables are filled).
    record('GET /api/users (after sign-ins)', await app.http.get('/api/users').query({ range: '[0,999]' }).expect(200));
    record('GET /api/auditLogs (after sign-ins)', await app.http.get('/api/auditLogs').query({ range: '[0,999]' }).expect(200));
  });

  it('collects the OpenAPI document', async () => {
    const json = await app.anonymous.get('/api/openapi.json').expect(200);
    answers.push({ what: 'GET /api/openapi.json', text: json.text, body: undefined });
    const yaml = await app.anonymous.get('/api/openapi.yaml').expect(200);
    answers.push({ what: 'GET /api/openapi.yaml', text: yaml.text, body: undefined });
    // Records are described without their secret fields; inputs may take a password, write-only.
    const document = JSON.parse(json.text) as { components: { schemas: Record<string, { properties?: Record<string, { writeOnly?: boolean }> }> } };
    for (const resource of registry.resources) {
      const name = resource.name[0]!.toUpperCase() + resource.name.slice(1);
      for (const secret of registry.facts(resource.name).secret) {
        expect(document.components.schemas[name]?.properties, `${name}.${secret}`).not.toHaveProperty(secret);
        for (const input of [`${name}Create`, `${name}Update`]) {
          const property = document.components.schemas[input]?.properties?.[secret];
          if (property) expect(property.writeOnly, `${input}.${secret}`).toBe(true);
        }
      }
    }
  });

  it('finds no password hash, no secret field and no refresh token in any answer', () => {
    // The audit trail does record password changes, masked: the crawl saw some.
    expect(answers.some((answer) => answer.what.startsWith('GET /api/auditLogs') && answer.text.includes('"password":'))).toBe(true);
    expect(answers.length).toBeGreaterThan(registry.resources.length * 3);
    expect(refreshTokens).toHaveLength(3);
    const leaks: string[] = [];
    for (const answer of answers) {
      if (/\$argon2/i.test(answer.text)) leaks.push(`${answer.what}: a password hash`);
      for (const token of refreshTokens) if (answer.text.includes(token)) leaks.push(`${answer.what}: a refresh token`);
      if (answer.body !== undefined) for (const key of secretKeysIn(answer.body)) leaks.push(`${answer.what}: field ${key}`);
    }
    expect(leaks).toEqual([]);
  });
});

describe('secret fields cannot be probed', () => {
  const secrets = registry.resources.flatMap((resource) => [...registry.facts(resource.name).secret].map((field) => [resource.name, field] as const));

  it('the registry has secret fields to check', () => {
    expect(secrets).toContainEqual(['users', 'password']);
  });

  it.each(secrets)('%s.%s: no filter on it, in any form (400)', async (name, field) => {
    for (const key of [field, `${field}_neq`, `${field}_gt`, `${field}_gte`, `${field}_lt`, `${field}_lte`, `${field}_like`, `${field}_contains`]) {
      for (const value of ['x', ['x'], null]) {
        const response = await app.http.get(`/api/${name}`).query({ filter: JSON.stringify({ [key]: value }), range: '[0,9]' });
        expect(response.status, `${key}=${JSON.stringify(value)}: ${response.text}`).toBe(400);
        expect(response.text).not.toMatch(/\$argon2/);
      }
    }
  });

  it.each(secrets)('%s.%s: no sort on it (400)', async (name, field) => {
    for (const order of ['ASC', 'DESC']) {
      const response = await app.http.get(`/api/${name}`).query({ sort: JSON.stringify([field, order]), range: '[0,9]' });
      expect(response.status, response.text).toBe(400);
    }
  });

  it('search (q) does not look into passwords', async () => {
    // The control: q finds the user by a field it does search.
    const found = await app.http.get('/api/users').query({ filter: JSON.stringify({ q: user.username }), range: '[0,9]' }).expect(200);
    expect(found.body.map((row: { id: string }) => row.id)).toEqual([user.id]);
    for (const q of [passwordWord, passwordWord.toUpperCase(), `Open-${passwordWord}`, 'argon2', '$argon2id']) {
      const response = await app.http.get('/api/users').query({ filter: JSON.stringify({ q }), range: '[0,999]' }).expect(200);
      expect(response.body, q).toEqual([]);
    }
    // Nor does any other resource's search reach a users password through its references.
    for (const resource of registry.resources) {
      if (registry.facts(resource.name).search.length === 0) continue;
      const response = await app.http.get(`/api/${resource.name}`).query({ filter: JSON.stringify({ q: passwordWord }), range: '[0,999]' }).expect(200);
      expect(response.body, resource.name).toEqual([]);
    }
  });
});
