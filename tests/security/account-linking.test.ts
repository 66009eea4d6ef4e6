import { configFromEnv, issueAccessToken } from '@club/api';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, PASSWORD, refreshCookieOf } from '../api/auth-helpers';
import type { LocalProvider } from '../support/oidc-provider';
import { cookieOf, oidcRoundTrips, setCookies, useAppWithProvider } from '../support/oidc-round-trip';
import { TEST_ADMIN, type TestApp } from '../support/test-app';

// Third-party sign-in cannot take an account over (issue 44, M4, L7). A provider's account whose
// verified email is an account's here is linked to it only with that account's password, or by
// its owner from a signed-in session; every link is told to the owner by email and recorded as a
// security event. First sign-ins of unknown people make pending accounts within limits (per email
// domain and overall, in a day, and waiting for approval at once), with names cleaned, and
// administrators hear of them once an hour.
let provider: LocalProvider;
let app: TestApp;
const LIMITS = { perDay: 4, perDomainPerDay: 2, waiting: 4 };

const env = useAppWithProvider(LIMITS);
beforeAll(() => {
  ({ app, provider } = env);
});

const { account, roundTrip, sessionOf } = oidcRoundTrips(() => ({ app, provider }));

const linkCookieOf = (response: { headers: Record<string, unknown> }) => cookieOf(response, 'oidc_link');
const identitiesOf = async (subject: string) => (await app.pool.query('SELECT "user_id" AS "userId", "approved_at" AS "approvedAt" FROM "external_identities" WHERE "subject" = $1', [subject])).rows;
const securityEvents = async (userId: string) =>
  (await app.pool.query(`SELECT "event", "detail" FROM "security_events" WHERE "user_id" = $1 AND "event" = 'authz_change' ORDER BY "created_at"`, [userId])).rows;
/** The emails queued for a user (the outbox: the notifications resource). */
const emailsTo = async (userId: string) => {
  const table = app.crud.table('notifications');
  const columns = ['kind', 'recipient', 'subject', 'body'].map((field) => `${table.column(field)} AS "${field}"`).join(', ');
  return (await app.pool.query(`SELECT ${columns} FROM ${table.table} WHERE ${table.column('userId')} = $1 AND ${table.column('channel')} = 'email'`, [userId])).rows;
};
const linkStep = (cookie?: string) => {
  const request = supertest(app.url).post('/api/auth/oidc/link');
  return cookie ? request.set('cookie', cookie) : request;
};

describe('a first sign-in whose verified email is an account here', () => {
  it('links nothing and signs nobody in: the browser is asked for that account\'s password, which links it and tells the owner', async () => {
    const person = account();
    const owner = await createUser(app, { email: person.email, role: 'manager' });
    const { location, callback } = await roundTrip(person, { mode: 'sign-in', redirect: '/tasks?x=1' });
    expect(location.pathname).toBe('/clerk/sign-in');
    expect(location.searchParams.get('link')).toBe('1');
    expect(location.searchParams.get('redirect')).toBe('/tasks?x=1');
    expect(refreshCookieOf(callback)).toBeUndefined();
    expect(await identitiesOf(person.sub)).toEqual([]);
    // The pending link is this browser's, in a cookie no script reads, for the auth routes alone.
    const cookie = linkCookieOf(callback)!;
    expect(cookie).toMatch(/^oidc_link=[\w-]{40,}$/);
    expect(setCookies(callback.headers).find((line) => line.startsWith('oidc_link='))).toMatch(/HttpOnly; SameSite=Strict; Path=\/api\/auth\/oidc; Max-Age=600/);
    expect((await supertest(app.url).get('/api/auth/oidc/link').set('cookie', cookie).expect(200)).body).toEqual({ email: person.email, provider: 'Club ID' });
    await supertest(app.url).get('/api/auth/oidc/link').expect(404);

    // Another browser (no cookie) links nothing; a wrong password neither.
    const elsewhere = await linkStep().send({ password: PASSWORD }).expect(404);
    expect(elsewhere.body.message).toBe('Nothing waits to be linked in this browser: sign in through the provider again');
    const wrong = await linkStep(cookie).send({ password: 'not-the-password' }).expect(401);
    expect(wrong.body.errors).toEqual({ password: "This is not the account's password" });
    const arabic = await linkStep(cookie).set('Accept-Language', 'ar').send({ password: 'not-the-password' }).expect(401);
    expect(arabic.body.errors.password).toMatch(/[\u0600-\u06FF]/);
    expect((await linkStep(cookie).send({}).expect(400)).body.errors).toEqual({ password: 'Required' });
    expect(await identitiesOf(person.sub)).toEqual([]);

    // The account's password: linked, signed in as the owner, the link spent.
    const linked = await linkStep(cookie).send({ password: PASSWORD }).expect(200);
    expect(linked.body.user.id).toBe(owner.id);
    expect((await sessionOf(linked)).user.id).toBe(owner.id);
    expect(setCookies(linked.headers).find((line) => line.startsWith('oidc_link='))).toMatch(/^oidc_link=;.*Max-Age=0/);
    expect(await identitiesOf(person.sub)).toEqual([{ userId: owner.id, approvedAt: expect.any(Date) }]);
    await linkStep(cookie).send({ password: PASSWORD }).expect(404);

    // Told to the owner, recorded as a security event.
    expect(await securityEvents(owner.id)).toEqual([{ event: 'authz_change', detail: `linked an account of ${provider.issuer} (${person.email}) with the account's password` }]);
    const [email] = await emailsTo(owner.id);
    expect(email).toMatchObject({ kind: 'securityNotice', recipient: person.email });
    expect(email.subject).toMatch(/^Security notice: an account of Club ID was linked to yours · [\u0600-\u06FF]/);
    expect(email.body).toContain(`An account of Club ID (${person.email}) was linked to your account`);
    expect(email.body).toMatch(/[\u0600-\u06FF]/);

    // From now on the provider's account signs its owner in directly.
    expect((await sessionOf((await roundTrip(person)).callback)).user.id).toBe(owner.id);
  });

  it("never signs anyone in as the superadmin by the superadmin's email", async () => {
    const intruder = account({ email: TEST_ADMIN.email, email_verified: true });
    const { rows } = await app.pool.query('SELECT "id" FROM "users" WHERE "email" = $1', [TEST_ADMIN.email]);
    for (const mode of ['sign-in', 'sign-up']) {
      const { location, callback } = await roundTrip(intruder, { mode });
      expect(refreshCookieOf(callback)).toBeUndefined();
      expect(location.searchParams.get('link')).toBe('1');
      await linkStep(linkCookieOf(callback)).send({ password: 'a-guess' }).expect(401);
    }
    expect(await identitiesOf(intruder.sub)).toEqual([]);
    expect(await emailsTo(rows[0].id)).toEqual([]);
  });

  it('counts wrong passwords against the account as sign-in does: five, and both wait', async () => {
    const person = account();
    const owner = await createUser(app, { email: person.email });
    const { callback } = await roundTrip(person);
    const cookie = linkCookieOf(callback)!;
    for (let attempt = 0; attempt < 5; attempt++) await linkStep(cookie).send({ password: `guess-${attempt}` }).expect(401);
    const waiting = await linkStep(cookie).send({ password: PASSWORD }).expect(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    await supertest(app.url).post('/api/auth/sign-in').send({ email: owner.email, password: PASSWORD }).expect(429);
    expect(await identitiesOf(person.sub)).toEqual([]);
  });
});

describe('linking from a signed-in session', () => {
  it('tells the owner by email and records a security event', async () => {
    const owner = await createUser(app, { role: 'cashier' });
    const person = account({ email: `elsewhere.${Date.now()}@provider.example` });
    const linked = await roundTrip(person, { mode: 'link' }, await issueAccessToken(app, owner.id));
    expect(linked.location.pathname + linked.location.search).toBe('/clerk/user-management?linked=1');
    expect(await securityEvents(owner.id)).toEqual([{ event: 'authz_change', detail: `linked an account of ${provider.issuer} (${person.email}) from a signed-in session` }]);
    const [email] = await emailsTo(owner.id);
    expect(email).toMatchObject({ kind: 'securityNotice', recipient: owner.email });
    expect(email.body).toContain(`An account of Club ID (${person.email}) was linked to your account`);
  });
});

describe('first sign-ins of unknown people', () => {
  const adminId = async () => (await app.pool.query('SELECT "id" FROM "users" WHERE "email" = $1', [TEST_ADMIN.email])).rows[0].id as string;
  const approvalNotices = async () => {
    const table = app.crud.table('notificationRecipients');
    const columns = ['kind', 'title', 'body', 'link'].map((field) => `${table.column(field)} AS "${field}"`).join(', ');
    return (await app.pool.query(`SELECT ${columns} FROM ${table.table} WHERE ${table.column('userId')} = $1 AND ${table.column('kind')} = 'approval'`, [await adminId()])).rows;
  };
  const pendingUser = async (email: string) =>
    (await app.pool.query(`SELECT "first_name" AS "firstName", "last_name" AS "lastName", "status" FROM "users" WHERE "email" = $1`, [email])).rows[0];

  it('make pending accounts whose names lose control and bidirectional characters and are cut to length', async () => {
    const person = account({ email: `noura.${Date.now()}@first.example`, given_name: `\u202Enimda\u202C Noura\u0007\u200F${'x'.repeat(300)}`, family_name: '\u2066Qahtani\u2069\u0000' });
    expect((await roundTrip(person, { mode: 'sign-up' })).location.search).toBe('?status=pending');
    const user = await pendingUser(person.email);
    expect(user.status).toBe('inactive');
    expect(user.firstName).toBe(`nimda Noura${'x'.repeat(69)}`);
    expect(user.lastName).toBe('Qahtani');
  });

  it('tell the administrators once for several requests, without the names the requesters chose', async () => {
    const before = await approvalNotices();
    const person = account({ email: `salem.${Date.now()}@first.example`, given_name: 'Call 0555 for your prize', family_name: 'Now' });
    expect((await roundTrip(person, { mode: 'sign-up' })).location.search).toBe('?status=pending');
    const after = await approvalNotices();
    // One notice in the window for both requests (this one and the previous test's).
    expect(before).toHaveLength(1);
    expect(after).toEqual(before);
    expect(after[0]).toEqual({
      kind: 'approval',
      title: 'Account requests through Club ID wait for approval · طلبات حسابات عبر Club ID تنتظر الموافقة',
      body: 'Approve or refuse them in Linked identities. · وافق عليها أو ارفضها في الهويات المرتبطة.',
      link: '/clerk/user-management',
    });
  });

  it('are capped per email domain and overall in a day: past the limits the browser is told to try later, and no account is made', async () => {
    // The two requests above were from first.example: its limit is reached.
    const third = account({ email: `third.${Date.now()}@first.example` });
    const refused = await roundTrip(third, { mode: 'sign-up' });
    expect(refused.location.pathname + refused.location.search).toBe('/clerk/sign-in?error=busy');
    expect(await pendingUser(third.email)).toBeUndefined();
    expect(await identitiesOf(third.sub)).toEqual([]);
    // Other domains until the day's limit (4): two more, then none.
    for (const domain of ['second.example', 'third.example']) {
      expect((await roundTrip(account({ email: `someone.${Date.now()}@${domain}` }), { mode: 'sign-up' })).location.search).toBe('?status=pending');
    }
    const fifth = account({ email: `fifth.${Date.now()}@fourth.example` });
    expect((await roundTrip(fifth, { mode: 'sign-up' })).location.search).toBe('?error=busy');
    expect(await pendingUser(fifth.email)).toBeUndefined();
    const events = await app.pool.query(`SELECT "detail" FROM "security_events" WHERE "event" = 'excess_rate_limit_exceeded' AND "detail" LIKE 'account requests through Club ID%' ORDER BY "created_at"`);
    expect(events.rows).toEqual([
      { detail: 'account requests through Club ID: 2 from first.example in a day' },
      { detail: 'account requests through Club ID: 4 in a day' },
    ]);
    // The limits are the operator's: 20 a day and 5 a domain unless OIDC_MAX_PENDING_PER_DAY and OIDC_MAX_PENDING_PER_DOMAIN say otherwise.
    const env = { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'club' };
    expect(configFromEnv(env).oidc?.pendingLimits).toMatchObject({ perDay: 20, perDomainPerDay: 5 });
    expect(configFromEnv({ ...env, OIDC_MAX_PENDING_PER_DAY: '50', OIDC_MAX_PENDING_PER_DOMAIN: '0' }).oidc?.pendingLimits).toMatchObject({ perDay: 50, perDomainPerDay: 0 });
    expect(() => configFromEnv({ ...env, OIDC_MAX_PENDING_PER_DAY: 'many' })).toThrow(/OIDC_MAX_PENDING_PER_DAY must be a whole number/);
  });

  it('are capped while they wait for approval, whatever the day: past the cap none is made until an administrator approves one', async () => {
    // The four requests above wait; a day later the daily limits no longer count them, but they still wait.
    await app.pool.query(`UPDATE "external_identities" SET "created_at" = "created_at" - interval '2 days' WHERE "made_account"`);
    const { rows: waiting } = await app.pool.query(`SELECT "id" FROM "external_identities" WHERE "made_account" AND "approved_at" IS NULL ORDER BY "created_at"`);
    expect(waiting).toHaveLength(LIMITS.waiting);
    const refused = account({ email: `later.${Date.now()}@fifth.example` });
    const answer = await roundTrip(refused, { mode: 'sign-up' });
    expect(answer.location.pathname + answer.location.search).toBe('/clerk/sign-in?error=full');
    expect(await pendingUser(refused.email)).toBeUndefined();
    const events = await app.pool.query(`SELECT "detail" FROM "security_events" WHERE "event" = 'excess_rate_limit_exceeded' AND "detail" LIKE '%waiting for approval' ORDER BY "created_at"`);
    expect(events.rows).toEqual([{ detail: 'account requests through Club ID: 4 waiting for approval' }]);

    // One approved: room for one more.
    const admin = await issueAccessToken(app, await adminId());
    await supertest(app.url).post(`/api/auth/identities/${waiting[0].id}/approve`).set(bearer(admin)).expect(200);
    const next = account({ email: `next.${Date.now()}@fifth.example` });
    expect((await roundTrip(next, { mode: 'sign-up' })).location.search).toBe('?status=pending');
    expect((await roundTrip(account({ email: `after.${Date.now()}@sixth.example` }), { mode: 'sign-up' })).location.search).toBe('?error=full');

    // 20 at once unless OIDC_MAX_PENDING says otherwise.
    const env = { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'club' };
    expect(configFromEnv(env).oidc?.pendingLimits?.waiting).toBe(20);
    expect(configFromEnv({ ...env, OIDC_MAX_PENDING: '7' }).oidc?.pendingLimits?.waiting).toBe(7);
  });
});
