import { configFromEnv, issueAccessToken } from '@club/api';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalProvider } from '../support/oidc-provider';
import { cookieOf, flowCookieOf, oidcRoundTrips, setCookies, useAppWithProvider } from '../support/oidc-round-trip';
import type { TestApp } from '../support/test-app';
import { bearer, createUser, PASSWORD, refreshCookieOf } from './auth-helpers';

// Sign-in through an external OpenID Connect provider (api/src/auth/oidc): a real provider on
// this machine (oidc-provider), the authorization code flow with PKCE, and what the first
// sign-in of an account does: link to the user of its verified email once that user's password
// is given, or ask for approval (tests/security/account-linking.test.ts holds the rest).
let provider: LocalProvider;
let app: TestApp;
const env = useAppWithProvider();
beforeAll(() => {
  ({ app, provider } = env);
});

const { account, atProvider, roundTrip, sessionOf } = oidcRoundTrips(() => ({ app, provider }));

describe('the provider', () => {
  it('is named for the sign-in button, and configured only with an issuer and a client', async () => {
    expect((await supertest(app.url).get('/api/auth/oidc').expect(200)).body).toEqual({ enabled: true, name: 'Club ID' });
    expect(configFromEnv({}).oidc).toBeUndefined();
    expect(() => configFromEnv({ OIDC_ISSUER: 'http://id.example.com' })).toThrow(/https/);
    expect(() => configFromEnv({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID/);
    expect(configFromEnv({ OIDC_ISSUER: 'https://id.example.com/', OIDC_CLIENT_ID: 'club' }).oidc).toMatchObject({ issuer: 'https://id.example.com', name: 'id.example.com', defaultRole: 'member' });
  });

  it('gets PKCE (S256), a state and a nonce; the verifier never leaves the server', async () => {
    const started = await supertest(app.url).post('/api/auth/oidc/start').send({ mode: 'sign-in' }).expect(200);
    const url = new URL(started.body.url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.has('code_verifier')).toBe(false);
    expect(url.searchParams.get('redirect_uri')).toBe(`${app.url}/api/auth/oidc/callback`);
    expect(flowCookieOf(started)).toMatch(/^oidc_flow=[\w-]{40,}$/);
    expect(setCookies(started.headers).find((line) => line.startsWith('oidc_flow='))).toMatch(/HttpOnly; SameSite=Lax; Path=\/api\/auth\/oidc; Max-Age=600/);
  });

  it('refuses a start that is not sign-in, sign-up or link, and a link without a session', async () => {
    const wrong = await supertest(app.url).post('/api/auth/oidc/start').send({ mode: 'anything' }).expect(400);
    expect(wrong.body.errors).toEqual({ mode: 'Must be sign-in, sign-up or link' });
    await supertest(app.url).post('/api/auth/oidc/start').send({ mode: 'link' }).expect(401);
  });
});

describe('a first sign-in', () => {
  it("links to the user of its verified email once that user's password is given, then finds them by the account alone", async () => {
    const person = account();
    const user = await createUser(app, { email: person.email.toUpperCase(), role: 'manager' });
    const { location, callback } = await roundTrip(person, { mode: 'sign-in', redirect: '/tasks?x=1' });
    expect(location.pathname).toBe('/clerk/sign-in');
    expect(location.searchParams.get('link')).toBe('1');
    expect(location.searchParams.get('redirect')).toBe('/tasks?x=1');
    expect(refreshCookieOf(callback)).toBeUndefined();
    const linked = await supertest(app.url).post('/api/auth/oidc/link').set('cookie', cookieOf(callback, 'oidc_link')!).send({ password: PASSWORD }).expect(200);
    const session = await sessionOf(linked);
    expect(session.user.id).toBe(user.id);
    // The provider's email changes: the account (issuer and subject) still names the same user.
    provider.accounts.delete(person.email);
    const renamed = { ...person, email: `renamed.${person.email}` };
    provider.accounts.set(renamed.email, renamed);
    const again = await roundTrip(renamed);
    expect(again.location.searchParams.get('complete')).toBe('1');
    expect(again.location.searchParams.get('redirect')).toBe('/');
    expect((await sessionOf(again.callback)).user.id).toBe(user.id);
    const listed = await supertest(app.url).get('/api/auth/identities').set(bearer(session.accessToken)).expect(200);
    expect(listed.body.identities).toEqual([expect.objectContaining({ email: renamed.email, emailVerified: true, approvedAt: expect.any(String), lastUsedAt: expect.any(String) })]);
    expect(listed.body.pending).toBeNull();
  });

  it('of an unknown email makes a pending user that signs in only once an administrator approves', async () => {
    const person = account({ given_name: 'Noura', family_name: 'Qahtani' });
    const first = await roundTrip(person, { mode: 'sign-up' });
    expect(first.location.pathname + first.location.search).toBe('/clerk/sign-in?status=pending');
    expect(refreshCookieOf(first.callback)).toBeUndefined();
    const { rows } = await app.pool.query(`SELECT u."id", u."status", u."username", u."first_name" AS "firstName", r."key" AS "role" FROM "users" u JOIN "roles" r ON r."id" = u."role_id" WHERE u."email" = $1`, [person.email]);
    expect(rows).toEqual([expect.objectContaining({ status: 'inactive', username: person.email.split('@')[0], firstName: 'Noura', role: 'member' })]);
    // The administrators hear of it in the app, on the page of requests.
    const table = app.crud.table('notificationRecipients');
    const notices = await app.pool.query(`SELECT ${['kind', 'resource', 'title', 'link'].map((field) => `${table.column(field)} AS "${field}"`).join(', ')} FROM ${table.table} WHERE ${table.column('link')} = '/clerk/user-management'`);
    expect(notices.rows[0]).toMatchObject({ kind: 'approval', resource: 'users', title: expect.stringMatching(/^Account requests through Club ID wait for approval · /) });
    // Asking again still waits; no second user.
    expect((await roundTrip(person)).location.search).toBe('?status=pending');
    const pending = (await app.http.get('/api/auth/identities').expect(200)).body.pending as { id: string; userId: string; userName: string }[];
    const request = pending.find((entry) => entry.userId === rows[0].id)!;
    expect(request.userName).toBe('Noura Qahtani');
    // A member may not approve; an administrator does, once.
    const member = await createUser(app, { role: 'member' });
    await supertest(app.url).post(`/api/auth/identities/${request.id}/approve`).set(bearer(await issueAccessToken(app, member.id))).expect(403);
    expect((await app.http.post(`/api/auth/identities/${request.id}/approve`).expect(200)).body.status).toBe('active');
    expect((await app.http.post(`/api/auth/identities/${request.id}/approve`).expect(409)).body.message).toBe('This account does not wait for approval');
    expect((await sessionOf((await roundTrip(person)).callback)).user.id).toBe(rows[0].id);
  });

  it('of an unknown email that an administrator activates on the users page instead signs in, and waits no more', async () => {
    const person = account({ given_name: 'Majed', family_name: 'Zahrani' });
    expect((await roundTrip(person, { mode: 'sign-up' })).location.search).toBe('?status=pending');
    const { rows } = await app.pool.query(`SELECT "id", "version" FROM "users" WHERE "email" = $1`, [person.email]);
    await app.http.put(`/api/users/${rows[0].id}`).send({ version: rows[0].version, status: 'active' }).expect(200);
    const pending = (await app.http.get('/api/auth/identities').expect(200)).body.pending as { email: string }[];
    expect(pending.map((entry) => entry.email)).not.toContain(person.email);
    expect((await sessionOf((await roundTrip(person)).callback)).user.id).toBe(rows[0].id);
  });

  it('of an unverified email that a user has is refused: that user links it after a password sign-in', async () => {
    const person = account({ email_verified: false });
    await createUser(app, { email: person.email });
    const { location, callback } = await roundTrip(person);
    expect(location.search).toBe('?error=emailTaken');
    expect(refreshCookieOf(callback)).toBeUndefined();
    expect((await app.pool.query('SELECT count(*)::int AS "n" FROM "external_identities" WHERE "email" = $1', [person.email])).rows[0].n).toBe(0);
  });

  it('of a suspended user is refused', async () => {
    const person = account();
    await createUser(app, { email: person.email, status: 'suspended' });
    expect((await roundTrip(person)).location.search).toBe('?error=inactive');
  });
});

describe('the apps page', () => {
  it('shows the identity provider connected and tests its discovery', async () => {
    const oidc = ((await app.http.get('/api/integrations').expect(200)).body as { key: string; connected: boolean; source: string; fields: { name: string; value?: unknown; set?: boolean }[] }[]).find((entry) => entry.key === 'oidc')!;
    expect(oidc).toMatchObject({ connected: true, source: 'environment' });
    expect(oidc.fields.find((field) => field.name === 'clientSecret')).toMatchObject({ set: true });
    expect(JSON.stringify(oidc)).not.toContain(provider.clientSecret);
    const tested = await app.http.post('/api/integrations/oidc/test').send({}).expect(200);
    expect(tested.body.lastCheck).toMatchObject({ ok: true, message: 'The identity provider answered its discovery document.' });
  });
});

describe('the callback', () => {
  it("is refused in another browser than the one that started (no flow cookie), and the flow is spent", async () => {
    const person = account();
    await createUser(app, { email: person.email });
    const started = await supertest(app.url).post('/api/auth/oidc/start').send({ mode: 'sign-in' }).expect(200);
    const back = await atProvider(started.body.url, person.email);
    const elsewhere = await supertest(app.url).get(`${back.pathname}${back.search}`).set('cookie', 'oidc_flow=AnotherBrowsersCookieValueThatIsLongEnough').expect(303);
    expect(new URL(elsewhere.headers.location).search).toBe('?error=browser');
    expect(refreshCookieOf(elsewhere)).toBeUndefined();
    const again = await supertest(app.url).get(`${back.pathname}${back.search}`).set('cookie', flowCookieOf(started)).expect(303);
    expect(new URL(again.headers.location).search).toBe('?error=expired');
  });

  it("tells the provider's refusal, and keeps a redirect to this site's own paths", async () => {
    const started = await supertest(app.url).post('/api/auth/oidc/start').send({ mode: 'sign-in' }).expect(200);
    const state = new URL(started.body.url).searchParams.get('state')!;
    const refused = await supertest(app.url).get(`/api/auth/oidc/callback?error=access_denied&state=${state}`).set('cookie', flowCookieOf(started)).expect(303);
    expect(new URL(refused.headers.location).search).toBe('?error=refused');
    const person = account();
    await createUser(app, { email: person.email });
    for (const redirect of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      expect((await roundTrip(person, { mode: 'sign-in', redirect })).location.searchParams.get('redirect')).toBe('/');
    }
  });
});

describe('linked identities', () => {
  it('are linked by their signed-in user, once per provider account, and unlinked unless they are the only way in', async () => {
    const owner = await createUser(app, { role: 'cashier' });
    const ownerToken = await issueAccessToken(app, owner.id);
    const person = account({ email: 'someone.else@provider.example' });
    const linked = await roundTrip(person, { mode: 'link' }, ownerToken);
    expect(linked.location.pathname + linked.location.search).toBe('/clerk/user-management?linked=1');
    const mine = (await supertest(app.url).get('/api/auth/identities').set(bearer(ownerToken)).expect(200)).body;
    expect(mine.identities).toEqual([expect.objectContaining({ email: 'someone.else@provider.example', userId: owner.id })]);
    expect(mine.provider).toEqual({ enabled: true, name: 'Club ID' });
    // The provider's account signs its linker in from now on.
    expect((await sessionOf((await roundTrip(person)).callback)).user.id).toBe(owner.id);
    // Nobody else may link it.
    const other = await createUser(app);
    expect((await roundTrip(person, { mode: 'link' }, await issueAccessToken(app, other.id))).location.search).toBe('?error=taken');
    // Only its owner unlinks it.
    const id = mine.identities[0].id as string;
    await supertest(app.url).delete(`/api/auth/identities/${id}`).set(bearer(await issueAccessToken(app, other.id))).expect(404);
    await supertest(app.url).delete(`/api/auth/identities/${id}`).set(bearer(ownerToken)).expect(204);
    expect((await supertest(app.url).get('/api/auth/identities').set(bearer(ownerToken)).expect(200)).body.identities).toEqual([]);
  });

  it("cannot be unlinked when it is the user's only way to sign in", async () => {
    const person = account();
    const first = await roundTrip(person, { mode: 'sign-up' });
    expect(first.location.search).toBe('?status=pending');
    const pending = ((await app.http.get('/api/auth/identities').expect(200)).body.pending as { id: string; email: string }[]).find((entry) => entry.email === person.email)!;
    await app.http.post(`/api/auth/identities/${pending.id}/approve`).expect(200);
    const { accessToken } = await sessionOf((await roundTrip(person)).callback);
    const refused = await supertest(app.url).delete(`/api/auth/identities/${pending.id}`).set(bearer(accessToken)).expect(409);
    expect(refused.body.message).toBe('This is your only way to sign in: set a password first, then unlink it');
  });
});
