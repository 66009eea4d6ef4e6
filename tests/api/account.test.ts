// The signed-in user's own account: PATCH /api/auth/me and POST /api/auth/password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, bearer, createUser, refreshCookieOf, session, signIn, tokenVersionOf, type TestUser } from './auth-helpers';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const patchMe = (token: string, body: unknown, language = 'en') =>
  anonymous(app).patch('/api/auth/me').set(bearer(token)).set('Accept-Language', language).send(body as object);

const changePassword = (token: string, body: unknown, refreshToken?: string) => {
  const request = anonymous(app).post('/api/auth/password').set(bearer(token));
  if (refreshToken) void request.set('Cookie', `refresh_token=${refreshToken}`);
  return request.send(body as object);
};

const historyOf = async (recordId: string) =>
  (await app.pool.query(`SELECT "action", "actor_id" AS "actorId", "changes" FROM "audit_logs" WHERE "resource" = 'users' AND "record_id" = $1 ORDER BY "created_at" DESC`, [recordId]))
    .rows as { action: string; actorId: string | null; changes: Record<string, { old: unknown; new: unknown }> }[];

describe('PATCH /api/auth/me', () => {
  let user: TestUser;
  let token: string;
  beforeAll(async () => {
    user = await createUser(app);
    token = (await session(app, user)).accessToken;
  });

  it('needs a valid access token', async () => {
    await anonymous(app).patch('/api/auth/me').send({ firstName: 'X' }).expect(401);
    await patchMe('not-a-token', { firstName: 'X' }).expect(401);
  });

  it('changes first name, last name and phone, answers the record without secrets, and audits the change as the user', async () => {
    const response = await patchMe(token, { firstName: 'Layla', lastName: 'Haddad', phone: '+966 50 123 4567' }).expect(200);
    expect(response.body).toMatchObject({ id: user.id, firstName: 'Layla', lastName: 'Haddad', phone: '+966 50 123 4567', username: user.username });
    expect(response.body).not.toHaveProperty('password');
    const [latest] = await historyOf(user.id);
    expect(latest).toMatchObject({ action: 'update', actorId: user.id });
    expect(latest!.changes.firstName).toEqual({ old: 'Test', new: 'Layla' });
    expect((await anonymous(app).get('/api/auth/me').set(bearer(token)).expect(200)).body.user.firstName).toBe('Layla');
  });

  it('keeps notification preferences in the preferences JSON', async () => {
    const preferences = { notifications: { tasksAssigned: { email: false, inApp: true } } };
    expect((await patchMe(token, { preferences }).expect(200)).body.preferences).toEqual(preferences);
    expect((await anonymous(app).get('/api/auth/me').set(bearer(token)).expect(200)).body.user.preferences).toEqual(preferences);
  });

  it.each(['role', 'roleId', 'status', 'email', 'username', 'password', 'description', 'id', 'version', 'nickname'])('refuses %s with 400 naming the field', async (field) => {
    const before = await app.crud.getOne('users', user.id);
    const response = await patchMe(token, { firstName: 'Sneaky', [field]: field === 'version' ? 1 : 'superadmin' }).expect(400);
    expect(Object.keys(response.body.errors)).toEqual([field]);
    expect(await app.crud.getOne('users', user.id)).toEqual(before);
  });

  it('validates values as the users resource declares them, in the language asked for', async () => {
    expect((await patchMe(token, { firstName: '' }).expect(400)).body.errors).toEqual({ firstName: 'Required' });
    expect(Object.keys((await patchMe(token, { phone: 'call me' }).expect(400)).body.errors)).toEqual(['phone']);
    expect((await patchMe(token, { lastName: 'x'.repeat(81) }, 'ar').expect(400)).body.errors.lastName).toMatch(/[\u0600-\u06FF]/);
    await patchMe(token, ['firstName']).expect(400);
    await patchMe(token, {}).expect(400);
  });
});

describe('POST /api/auth/password', () => {
  it('needs a valid access token', async () => {
    await anonymous(app).post('/api/auth/password').send({ currentPassword: 'a', newPassword: 'b' }).expect(401);
  });

  it('refuses a wrong current password with 400 on currentPassword, and changes nothing', async () => {
    const user = await createUser(app);
    const { accessToken } = await session(app, user);
    const response = await changePassword(accessToken, { currentPassword: 'Not-The-Password-9', newPassword: 'Brand-New-Pitch-2026' }).expect(400);
    expect(Object.keys(response.body.errors)).toEqual(['currentPassword']);
    await signIn(app, { email: user.email, password: user.password }).expect(200);
  });

  it.each([
    ['too short', 'Ab1-xyz'],
    ['common', 'password1'],
    ['too long', 'x'.repeat(257)],
  ])('refuses a %s new password with 400 on newPassword', async (_name, newPassword) => {
    const user = await createUser(app);
    const { accessToken } = await session(app, user);
    const response = await changePassword(accessToken, { currentPassword: user.password, newPassword }).expect(400);
    expect(Object.keys(response.body.errors)).toEqual(['newPassword']);
    await signIn(app, { email: user.email, password: user.password }).expect(200);
  });

  it('refuses missing and unknown fields', async () => {
    const user = await createUser(app);
    const { accessToken } = await session(app, user);
    expect(Object.keys((await changePassword(accessToken, { currentPassword: user.password }).expect(400)).body.errors)).toEqual(['newPassword']);
    expect(Object.keys((await changePassword(accessToken, { currentPassword: user.password, newPassword: 'Brand-New-Pitch-2026', role: 'admin' }).expect(400)).body.errors)).toEqual(['role']);
  });

  it('changes the password (argon2id), ends every other session, audits it, and signs this tab in again', async () => {
    const user = await createUser(app);
    const other = await session(app, user);
    const here = await session(app, user);
    const versionBefore = await tokenVersionOf(app, user.id);
    const newPassword = 'Brand-New-Pitch-2026';

    const response = await changePassword(here.accessToken, { currentPassword: user.password, newPassword }, here.refreshToken).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.user).toMatchObject({ id: user.id });
    expect(response.body.user).not.toHaveProperty('password');
    const fresh = response.body.accessToken as string;
    const cookie = refreshCookieOf(response);
    expect(cookie?.line).toMatch(/HttpOnly/);

    const { rows } = await app.pool.query('SELECT "password" FROM "users" WHERE "id" = $1', [user.id]);
    expect(rows[0].password).toMatch(/^\$argon2id\$/);
    expect(await tokenVersionOf(app, user.id)).toBeGreaterThan(versionBefore);

    // Every earlier session is over: access tokens and refresh tokens alike.
    for (const old of [other, here]) {
      await anonymous(app).get('/api/auth/me').set(bearer(old.accessToken)).expect(401);
      await anonymous(app).post('/api/auth/refresh').set('Cookie', `refresh_token=${old.refreshToken}`).expect(401);
    }
    // This tab carries on with the new token and the new refresh cookie.
    await anonymous(app).get('/api/auth/me').set(bearer(fresh)).expect(200);
    await anonymous(app).post('/api/auth/refresh').set('Cookie', `refresh_token=${cookie!.value}`).expect(200);

    await signIn(app, { email: user.email, password: user.password }).expect(401);
    await signIn(app, { email: user.email, password: newPassword }).expect(200);

    const [latest] = await historyOf(user.id);
    expect(latest).toMatchObject({ action: 'update', actorId: user.id, changes: { password: { old: '***', new: '***' } } });
  });
});
