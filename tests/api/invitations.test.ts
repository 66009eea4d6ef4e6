import { issueAccessToken } from '@club/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, bearer, createUser, nextIp, refreshCookieOf, signIn } from './auth-helpers';
import { linkTokenIn, notificationsOf } from './outbox-helpers';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const PASSWORD = 'Copper-Meadow-Lantern-31';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const invite = (invitations: unknown[], language = 'en') => app.http.post('/api/users/invitations').set('Accept-Language', language).send({ invitations });
const prefill = (token: string) => anonymous(app).post('/api/auth/sign-up/invitation').set('X-Forwarded-For', nextIp()).send({ token });
const signUp = (body: Record<string, unknown>) => anonymous(app).post('/api/auth/sign-up').set('X-Forwarded-For', nextIp()).send(body);

/** The token of the newest invitation sent to a user. */
const invitationToken = async (userId: string) => linkTokenIn((await notificationsOf(app, userId, 'invitation')).at(-1)!.body);

const roleIdOf = async (key: string) => (await app.pool.query('SELECT "id" FROM "roles" WHERE "key" = $1', [key])).rows[0].id as string;

describe('POST /api/users/invitations', () => {
  it('says what SPEC §5 says when the email or the role is missing, in English and Arabic', async () => {
    const en = await invite([{ email: '', roleId: '' }, { email: `ok.${unique()}@example.com` }]).expect(400);
    expect(en.body.errors).toEqual({
      'invitations.0.email': 'Please enter an email to invite.',
      'invitations.0.roleId': 'Role is required.',
      'invitations.1.roleId': 'Role is required.',
    });
    const ar = await invite([{ roleId: 'cashier' }], 'ar').expect(400);
    expect(ar.body.errors).toEqual({ 'invitations.0.email': 'يرجى إدخال بريد إلكتروني لدعوته.' });
    await invite([]).expect(400);
    await anonymous(app).post('/api/users/invitations').send({ invitations: [{ email: 'a@b.co', roleId: 'cashier' }] }).expect(401);
  });

  it('invites several people at once: invited users with derived usernames, one email each with a 72-hour link', async () => {
    const tag = unique();
    const emails = [`Sara.${tag}@example.com`, `sara.${tag}@example.org`, `omar+${tag}@example.com`];
    const response = await invite([
      { email: emails[0], roleId: 'cashier', description: 'Front desk' },
      { email: emails[1], roleId: await roleIdOf('manager') },
      { email: emails[2], roleId: 'member' },
    ]).expect(201);
    expect(response.body).toHaveLength(3);
    const [first, second, third] = response.body;
    expect(first).toMatchObject({ email: emails[0], status: 'invited', username: `sara.${tag}`, firstName: `Sara.${tag}`, roleId: await roleIdOf('cashier'), description: 'Front desk' });
    // The same local part twice: the second username is made unique.
    expect(second.username).toBe(`sara.${tag}.2`);
    expect(second.roleId).toBe(await roleIdOf('manager'));
    expect(third.username).toBe(`omar${tag}`);
    for (const user of response.body) {
      const [email] = await notificationsOf(app, user.id, 'invitation');
      expect(email).toMatchObject({ channel: 'email', recipient: user.email, subject: 'You are invited to Club Back Office' });
      expect(email!.body).toContain('/sign-up?token=');
      expect(email!.body).toContain('Test Administrator');
    }
    const { rows } = await app.pool.query(
      `SELECT round(extract(epoch FROM "expires_at" - "created_at") / 3600) AS "hours" FROM "one_time_codes" WHERE "user_id" = $1 AND "purpose" = 'invitation'`,
      [first.id],
    );
    expect(rows).toEqual([{ hours: 72 }]);
  });

  it('refuses the email of an existing user on its row, and writes nothing for the other rows', async () => {
    const active = await createUser(app);
    const fresh = `fresh.${unique()}@example.com`;
    const response = await invite([{ email: fresh, roleId: 'cashier' }, { email: active.email.toUpperCase(), roleId: 'cashier' }, { email: fresh, roleId: 'cashier' }]).expect(400);
    expect(response.body.errors).toEqual({
      'invitations.1.email': 'A user with this email already exists',
      'invitations.2.email': 'This email is listed twice',
    });
    const { rows } = await app.pool.query('SELECT 1 FROM "users" WHERE "email" = $1', [fresh]);
    expect(rows).toEqual([]);
    const unknownRole = await invite([{ email: fresh, roleId: 'pilot' }]).expect(400);
    expect(unknownRole.body.errors['invitations.0.roleId']).toBe('No role has this id or key');
    const extra = await invite([{ email: fresh, roleId: 'cashier', status: 'active' }]).expect(400);
    expect(extra.body.errors['invitations.0.status']).toBeDefined();
  });

  it('re-inviting an invited user sends a new link and kills the old one', async () => {
    const email = `again.${unique()}@example.com`;
    const [user] = (await invite([{ email, roleId: 'cashier' }]).expect(201)).body;
    const oldToken = await invitationToken(user.id);
    const [again] = (await invite([{ email, roleId: 'manager' }]).expect(201)).body;
    expect(again.id).toBe(user.id);
    expect(again.roleId).toBe(await roleIdOf('manager'));
    const newToken = await invitationToken(user.id);
    expect(newToken).not.toBe(oldToken);
    await prefill(oldToken).expect(400);
    const profile = await prefill(newToken).expect(200);
    expect(profile.body).toEqual({ email, firstName: email.split('@')[0], lastName: null, username: user.username, phone: null });
  });

  it('needs the create permission on users', async () => {
    const cashier = await createUser(app, { roleId: 'cashier' });
    const token = await issueAccessToken(app, cashier.id);
    await anonymous(app).post('/api/users/invitations').set(bearer(token)).send({ invitations: [{ email: `x.${unique()}@example.com`, roleId: 'member' }] }).expect(403);
  });
});

describe('POST /api/auth/sign-up with an invitation', () => {
  const invited = async () => {
    const email = `new.${unique()}@example.com`;
    const [user] = (await invite([{ email, roleId: 'cashier' }]).expect(201)).body;
    return { user, email, token: await invitationToken(user.id) };
  };

  it('activates the user with their profile and signs them in, like sign-in', async () => {
    const { user, email, token } = await invited();
    const username = `layla.${unique()}`;
    const response = await signUp({ token, firstName: 'Layla', lastName: 'Al-Harbi', username, phone: '+966 55 765 4321', password: PASSWORD }).expect(200);
    expect(Object.keys(response.body).sort()).toEqual(['accessToken', 'user']);
    expect(response.body.user).toMatchObject({ id: user.id, email, firstName: 'Layla', lastName: 'Al-Harbi', username, status: 'active' });
    expect(response.text).not.toMatch(/argon2/);
    expect(refreshCookieOf(response)!.line).toMatch(/HttpOnly/);
    const me = await anonymous(app).get('/api/auth/me').set(bearer(response.body.accessToken)).expect(200);
    expect(me.body.user.id).toBe(user.id);
    await signIn(app, { username, password: PASSWORD }).expect(200);
    // The link is used up.
    const again = await signUp({ token, firstName: 'Layla', username: `other.${unique()}`, password: PASSWORD }).expect(400);
    expect(again.body.errors.token).toMatch(/invalid, has expired or was already used/);
  });

  it('refuses fields the form does not have (status, roleId…) and changes nothing', async () => {
    const { user, token } = await invited();
    const response = await signUp({ token, firstName: 'Mass', username: `mass.${unique()}`, password: PASSWORD, status: 'active', roleId: 'superadmin' }).expect(400);
    expect(Object.keys(response.body.errors).sort()).toEqual(['roleId', 'status']);
    const { rows } = await app.pool.query('SELECT "status" FROM "users" WHERE "id" = $1', [user.id]);
    expect(rows[0].status).toBe('invited');
    await prefill(token).expect(200);
  });

  it('keeps the link on a refused password or profile, and refuses an expired link', async () => {
    const { user, token } = await invited();
    const common = await signUp({ token, firstName: 'Weak', username: `weak.${unique()}`, password: 'password123' }).expect(400);
    expect(common.body.errors.password).toBe('This password is too common');
    const missing = await signUp({ token, password: PASSWORD }).expect(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['firstName', 'username']);
    await app.pool.query(`UPDATE "one_time_codes" SET "expires_at" = now() - interval '1 second' WHERE "user_id" = $1`, [user.id]);
    await signUp({ token, firstName: 'Late', username: `late.${unique()}`, password: PASSWORD }).expect(400);
    await prefill(token).expect(400);
  });
});

describe('POST /api/auth/sign-up without an invitation (a request for access)', () => {
  it('creates an inactive member, emails the administrators, and answers the same for a known email', async () => {
    const admin = await createUser(app, { roleId: 'superadmin' });
    const email = `asker.${unique()}@example.com`;
    const username = `asker.${unique()}`;
    const response = await signUp({ email, firstName: 'Asker', lastName: 'One', username, password: PASSWORD }).expect(202);
    const { rows } = await app.pool.query('SELECT u."id", u."status", r."key" FROM "users" u JOIN "roles" r ON r."id" = u."role_id" WHERE u."email" = $1', [email]);
    expect(rows).toMatchObject([{ status: 'inactive', key: 'member' }]);
    const requests = await notificationsOf(app, rows[0].id, 'accessRequest');
    expect(requests.map((item) => item.recipient)).toContain(admin.email);
    expect(requests[0]!.body).toContain(`/users/${rows[0].id}/show`);
    // An inactive account cannot sign in until an administrator activates it.
    await signIn(app, { email, password: PASSWORD }).expect(401);
    const known = await signUp({ email: admin.email, firstName: 'Copy', username: `copy.${unique()}`, password: PASSWORD }).expect(202);
    expect(known.body).toEqual(response.body);
    await signUp({ email, firstName: 'Asker', username: `asker2.${unique()}`, password: PASSWORD, roleId: 'superadmin' }).expect(400);
  });
});
