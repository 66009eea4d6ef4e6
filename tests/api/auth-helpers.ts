// Helpers of the auth-*.test.ts files.
import { createHmac, randomBytes } from 'node:crypto';
import supertest from 'supertest';
import type { TestApp } from '../support/test-app';

/** A client that sends nothing by default (no Authorization header), whatever app.http does. */
export const anonymous = (app: TestApp) => supertest(app.url);

let sequence = 0;
/** A unique, valid-looking client address: throttling per client must not mix the tests up. */
export const nextIp = () => {
  sequence += 1;
  return `198.51.${Math.floor(sequence / 250) % 250}.${(sequence % 250) + 1}`;
};

export const PASSWORD = 'Tr1cky-Pass-phrase';

export interface TestUser {
  id: string;
  email: string;
  username: string;
  password: string;
}

/** A user created through the CRUD service (so its password gets an argon2id hash). */
export const createUser = async (app: TestApp, values: Record<string, unknown> = {}): Promise<TestUser> => {
  const tag = randomBytes(5).toString('hex');
  // `role` names the role by its key, for short; the API takes the key for `roleId` too.
  const { role, ...rest } = values;
  const user = {
    firstName: 'Test',
    lastName: `User ${tag}`,
    username: `user.${tag}`,
    email: `User.${tag}@Example.com`,
    password: PASSWORD,
    roleId: role ?? 'cashier',
    status: 'active',
    ...rest,
  };
  const row = await app.crud.create('users', user);
  return { id: row.id as string, email: user.email, username: user.username, password: user.password as string };
};

export const signIn = (app: TestApp, body: Record<string, unknown>, ip = nextIp()) =>
  anonymous(app).post('/api/auth/sign-in').set('X-Forwarded-For', ip).send(body);

/** The refresh_token cookie of a response (its value), and the whole Set-Cookie line. */
export const refreshCookieOf = (response: { headers: Record<string, unknown> }): { value: string; line: string } | undefined => {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? (header as string[]) : typeof header === 'string' ? [header] : [];
  const line = lines.find((candidate) => candidate.startsWith('refresh_token='));
  if (!line) return undefined;
  return { value: line.slice('refresh_token='.length).split(';')[0]!, line };
};

/** Signs in and returns the access token, the refresh token and the body. */
export const session = async (app: TestApp, user: TestUser, ip = nextIp()) => {
  const response = await signIn(app, { email: user.email, password: user.password }, ip).expect(200);
  return { accessToken: response.body.accessToken as string, refreshToken: refreshCookieOf(response)!.value, body: response.body };
};

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Requests to an app signed in with one access token (a user's own, not the test admin's). */
export const requestsWith = (url: string, token: string) => ({
  get: (path: string) => supertest(url).get(path).set(bearer(token)),
  post: (path: string) => supertest(url).post(path).set(bearer(token)),
  put: (path: string) => supertest(url).put(path).set(bearer(token)),
  delete: (path: string) => supertest(url).delete(path).set(bearer(token)),
});

// A JWT made by hand, independently of the API's own library: what an attacker could craft.
const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export const craftJwt = (header: Record<string, unknown>, payload: Record<string, unknown>, key?: Uint8Array | string): string => {
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  if (key === undefined) return `${signingInput}.`;
  const algorithm = header.alg === 'HS512' ? 'sha512' : header.alg === 'HS384' ? 'sha384' : 'sha256';
  return `${signingInput}.${createHmac(algorithm, key).update(signingInput).digest('base64url')}`;
};

export const decodePayload = (token: string): Record<string, unknown> => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());

/** The signing secret the app generated at its first start. */
export const signingSecret = async (app: TestApp): Promise<Buffer> => {
  const { rows } = await app.pool.query(`SELECT "value" FROM "auth_secrets" WHERE "key" = 'jwt'`);
  return Buffer.from(rows[0].value as string);
};

/** The current token version of a user. */
export const tokenVersionOf = async (app: TestApp, userId: string): Promise<number> => {
  const { rows } = await app.pool.query('SELECT "token_version" FROM "auth_user_state" WHERE "user_id" = $1', [userId]);
  return rows[0]?.token_version ?? 0;
};
