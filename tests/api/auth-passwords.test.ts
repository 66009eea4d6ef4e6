import { generatePassword, issueAccessToken, PASSWORD_HASH_COST } from '@club/api';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, bearer, createUser, nextIp, signIn } from './auth-helpers';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await issueAccessToken(app, (await createUser(app, { role: 'superadmin' })).id);
});
afterAll(() => app?.stop());

const newUser = (password: unknown) => {
  const tag = randomBytes(5).toString('hex');
  return { firstName: 'Pass', lastName: 'Word', username: `pw.${tag}`, email: `pw.${tag}@example.com`, roleId: 'cashier', status: 'active', password };
};
const create = (password: unknown, language = 'en') =>
  anonymous(app).post('/api/users').set(bearer(token)).set('Accept-Language', language).send(newUser(password));

describe('password hashes', () => {
  it('are argon2id at PASSWORD_HASH_COST (64 MiB, 3 passes, 4 lanes) unless an app is told otherwise, and one made at another cost still signs in', async () => {
    expect(PASSWORD_HASH_COST).toEqual({ memoryCost: 65_536, timeCost: 3, parallelism: 4 });
    // This app's own administrator (TEST_ADMIN) is hashed at the production cost.
    const production = await startTestApp({ config: { passwordHashCost: undefined } });
    try {
      const { rows } = await production.pool.query(`SELECT "password" FROM "users"`);
      expect(rows.map((row) => String(row.password).split('$').slice(0, 4).join('$'))).toEqual(['$argon2id$v=19$m=65536,t=3,p=4']);
    } finally {
      await production.stop();
    }
    // The light cost of the other test apps is recorded in their hashes and checked as such.
    const { rows } = await app.pool.query(`SELECT "password" FROM "users" WHERE "email" = 'test.admin@club.sa'`);
    expect(String(rows[0].password)).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  });
});

describe('passwords', () => {
  it.each([
    ['too short', 'Ab1-xyz', 'Must be at least 8 characters'],
    ['too long', 'x'.repeat(257), 'Must be at most 256 characters'],
    ['common', 'password1', 'This password is too common'],
    ['common, in another case', 'PassWord1', 'This password is too common'],
    ['common, long', 'qwertyuiop', 'This password is too common'],
    ['common digits', '1234567890', 'This password is too common'],
  ])('refuses a %s password with 400 on the password field', async (_name, password, message) => {
    const response = await create(password).expect(400);
    expect(response.body.errors).toEqual({ password: message });
  });

  it('says so in Arabic', async () => {
    expect((await create('iloveyou2', 'ar').expect(400)).body.errors).toEqual({ password: 'كلمة المرور هذه شائعة جدًا' });
  });

  it('accepts long passphrases and uncommon passwords, and signs them in', async () => {
    for (const password of ['correct horse battery staple', 'x7#Qm!p2Lz', `${'long passphrase '.repeat(16)}`.slice(0, 256), 'كلمة مرور طويلة وآمنة']) {
      const body = newUser(password);
      const response = await anonymous(app).post('/api/users').set(bearer(token)).send(body).expect(201);
      expect(response.body).not.toHaveProperty('password');
      await signIn(app, { email: body.email, password }, nextIp()).expect(200);
    }
  });

  it('checks a new password on update too, and keeps the old one when it is left blank', async () => {
    const user = await createUser(app);
    const put = (body: Record<string, unknown>) => anonymous(app).put(`/api/users/${user.id}`).set(bearer(token)).send(body);
    expect((await put({ password: 'football1' }).expect(400)).body.errors).toEqual({ password: 'This password is too common' });
    await put({ password: '', firstName: 'Kept' }).expect(200);
    await signIn(app, { email: user.email, password: user.password }).expect(200);
  });

  it('accepts the passwords generated for a first administrator', async () => {
    await create(generatePassword()).expect(201);
  });
});
