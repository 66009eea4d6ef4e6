import { syncAccess } from '@club/api';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, PASSWORD, signIn } from '../api/auth-helpers';
import { codeIn, linkTokenIn, notificationsOf } from '../api/outbox-helpers';
import { startBannerServer, startLocalSmsGateway, startLocalSmtp, type BannerServer, type LocalSmsGateway, type LocalSmtp } from '../support/mail-and-sms';
import { freePort, startTestApp, TEST_ADMIN, type TestApp } from '../support/test-app';

// Issue 44, H1, H2 and M1: the integrations page (/apps, api/src/integrations) must not be a way
// to take over accounts, leak a saved secret or scan the server's network.
// - H1: only the top role changes the email and SMS senders, with their password; every change is
//   announced to the top-role users through the sender in effect before it, voids every
//   outstanding reset link, code and invitation, and is a security event.
// - H2: a saved secret (SMTP password, gateway token) goes only to the endpoint it was typed for.
// - M1: Test and deliveries connect to no loopback, private, link-local or metadata address (after
//   DNS) unless the operator allows the host, follow no redirect, and never repeat the peer's words.
// The app allows 127.0.0.1 (INTEGRATION_ALLOWED_HOSTS), where the fake servers listen; 127.0.0.2,
// also this machine, stands for a private address it must not reach.
let app: TestApp;
let envSmtp: LocalSmtp;
let smtpA: LocalSmtp;
let smtpB: LocalSmtp;
let smtpC: LocalSmtp;
let envGateway: LocalSmsGateway;
let gatewayA: LocalSmsGateway;
const ACCOUNT = { username: 'club-mailer', password: 'Mailer-Password-2026' };
const ENV_SMTP_PASSWORD = 'Environment-Mailer-2026';
const ENV_TOKEN = 'environment-gateway-token';

beforeAll(async () => {
  [envSmtp, smtpA, smtpB, smtpC, envGateway, gatewayA] = await Promise.all([
    startLocalSmtp({ username: ACCOUNT.username, password: ENV_SMTP_PASSWORD }),
    startLocalSmtp(ACCOUNT),
    startLocalSmtp(ACCOUNT),
    startLocalSmtp(ACCOUNT),
    startLocalSmsGateway(),
    startLocalSmsGateway(),
  ]);
  app = await startTestApp({
    config: {
      integrationAllowedHosts: ['127.0.0.1'],
      mail: {
        smtpUrl: `smtp://${ACCOUNT.username}:${ENV_SMTP_PASSWORD}@127.0.0.1:${envSmtp.port}`,
        mailFrom: 'office@club.sa',
        sms: { url: envGateway.url, token: ENV_TOKEN, sender: 'ClubEnv' },
        publicUrl: 'http://localhost:5173',
      },
    },
  });
});
afterAll(async () => {
  await app?.stop();
  await Promise.all([envSmtp, smtpA, smtpB, smtpC, envGateway, gatewayA].map((server) => server?.stop().catch(() => undefined)));
});

type AppView = { key: string; source: string | null; fields: { name: string; value?: unknown; set?: boolean }[]; lastCheck: { ok: boolean; message: string } | null };
const valueOf = (view: AppView, name: string) => view.fields.find((field) => field.name === name)!;
const smtpAt = (port: number, extra: Record<string, unknown> = {}) => ({ host: '127.0.0.1', port, secure: false, username: ACCOUNT.username, password: ACCOUNT.password, from: 'office@club.sa', ...extra });

/** Requests as the test's superadmin (or another token), in a language. */
const as = (token?: string, language = 'en') => {
  const client = (request: supertest.Test) => (token ? request.set(bearer(token)) : request.set(bearer(app.token))).set('Accept-Language', language);
  return {
    get: (path: string) => client(supertest(app.url).get(path)),
    put: (path: string, body: unknown) => client(supertest(app.url).put(path)).send(body as object),
    delete: (path: string, body?: unknown) => client(supertest(app.url).delete(path)).send((body ?? {}) as object),
    post: (path: string, body: unknown) => client(supertest(app.url).post(path)).send(body as object),
  };
};
const save = (key: string, settings: Record<string, unknown>, currentPassword: string | undefined = TEST_ADMIN.password, language = 'en') =>
  as(undefined, language).put(`/api/integrations/${key}`, currentPassword === undefined ? { settings } : { settings, currentPassword });
const forget = (key: string, currentPassword: string = TEST_ADMIN.password) => as().delete(`/api/integrations/${key}`, { currentPassword });
const test = async (key: string, body: Record<string, unknown> = {}) => (await as().post(`/api/integrations/${key}/test`, body).expect(200)).body as AppView;
const current = async (key: string) => (await as().get(`/api/integrations/${key}`).expect(200)).body as AppView;

/** The active users of the top rank: who every change is announced to. */
const topRoleUsers = async () =>
  (
    await app.pool.query<{ id: string; email: string; phone: string | null }>(
      `SELECT u."id", u."email", u."phone" FROM "users" u JOIN "roles" r ON r."id" = u."role_id" WHERE r."rank" >= 100 AND u."status" = 'active'`,
    )
  ).rows;
const mailsTo = (server: LocalSmtp, since: number) => server.received.slice(since).flatMap((mail) => mail.to.map((to) => to.toLowerCase()));
const lower = (emails: string[]) => emails.map((email) => email.toLowerCase()).sort();
const noticeIds = async () => new Set((await app.pool.query(`SELECT "id" FROM "notifications" WHERE "kind" = 'securityNotice'`)).rows.map((row) => row.id as string));
const noticesSince = async (before: Set<string>) =>
  (
    await app.pool.query(`SELECT "id", "channel", "recipient", "subject", "body", "status", "last_error" AS "lastError" FROM "notifications" WHERE "kind" = 'securityNotice' ORDER BY "created_at"`)
  ).rows.filter((row) => !before.has(row.id));

describe('H1: only the top role changes the senders, with its password, and every change is announced', () => {
  it('an admin reads the page but may not save, forget or test a sender, so a reset of the superadmin never reaches a server of theirs', async () => {
    const admin = await createUser(app, { role: 'admin' });
    const token = await app.auth.issueAccessToken(admin.id);
    await as(token).get('/api/integrations').expect(200);
    // The attack of the finding: the admin's own server, then a reset for the superadmin.
    await as(token).put('/api/integrations/smtp', { settings: smtpAt(smtpB.port), currentPassword: PASSWORD }).expect(403);
    await as(token).delete('/api/integrations/smtp', { currentPassword: PASSWORD }).expect(403);
    await as(token).post('/api/integrations/smtp/test', { to: 'attacker@example.com' }).expect(403);
    expect((await as(token).get('/api/auth/me').expect(200)).body.user.permissions.apps).toEqual(['show']);
    const before = { env: envSmtp.received.length, attacker: smtpB.received.length };
    await supertest(app.url).post('/api/auth/forgot-password').send({ email: TEST_ADMIN.email }).expect(202);
    await expect.poll(() => mailsTo(envSmtp, before.env)).toContain(TEST_ADMIN.email);
    expect(smtpB.received.length).toBe(before.attacker);
  });

  it('no role below the top can be given edit on the page, and one that holds it from before is refused all the same', async () => {
    const roles = (await as().get('/api/roles').query({ range: '[0,99]' }).expect(200)).body as { id: string; key: string; version: number; permissions: Record<string, string[]> }[];
    const adminRole = roles.find((role) => role.key === 'admin')!;
    const refused = await as().put(`/api/roles/${adminRole.id}`, { permissions: { ...adminRole.permissions, apps: ['show', 'edit'] }, version: adminRole.version }).expect(400);
    expect(refused.body.errors.permissions).toBe("Only the top role may hold 'edit' on 'apps'");
    // An installation whose admins were given it before this rule: the stored grant counts for nothing.
    await app.pool.query(`UPDATE "roles" SET "permissions" = jsonb_set("permissions", '{apps}', '["show","edit"]') WHERE "key" = 'admin'`);
    app.auth.permissions.forget();
    const admin = await createUser(app, { role: 'admin' });
    const token = await app.auth.issueAccessToken(admin.id);
    expect((await as(token).get('/api/auth/me').expect(200)).body.user.permissions.apps).toEqual(['show']);
    await as(token).put('/api/integrations/sms', { settings: { url: gatewayA.url, token: 'x', sender: 'Evil' }, currentPassword: PASSWORD }).expect(403);
    // The next start takes the stored grant out of every role below the top.
    await syncAccess(app.pool, app.registry);
    const stored = (await app.pool.query(`SELECT "key", "permissions" -> 'apps' AS "apps" FROM "roles" WHERE "key" IN ('admin', 'superadmin')`)).rows;
    expect(Object.fromEntries(stored.map((row) => [row.key, row.apps]))).toEqual({ admin: ['show'], superadmin: expect.arrayContaining(['show', 'edit']) });
  });

  it('the top role confirms each change with their current password: missing or wrong is a field error that changes nothing, and guessing ends the session', async () => {
    const owner = await createUser(app, { role: 'superadmin' });
    const token = await app.auth.issueAccessToken(owner.id);
    const missing = await as(token).put('/api/integrations/smtp', { settings: smtpAt(smtpA.port) }).expect(400);
    expect(missing.body.errors).toEqual({ currentPassword: 'Required' });
    const forgetMissing = await as(token).delete('/api/integrations/smtp').expect(400);
    expect(forgetMissing.body.errors).toEqual({ currentPassword: 'Required' });
    const wrong = await as(token, 'ar').put('/api/integrations/smtp', { settings: smtpAt(smtpA.port), currentPassword: 'not-my-password' }).expect(400);
    expect(wrong.body.errors).toEqual({ currentPassword: 'كلمة المرور الحالية غير صحيحة' });
    expect((await current('smtp')).source).toBe('environment');
    // Five wrong guesses in the window: every session of the account ends, and a new one waits.
    for (let guess = 2; guess <= 5; guess += 1) {
      const answer = await as(token).put('/api/integrations/smtp', { settings: smtpAt(smtpA.port), currentPassword: `guess-${guess}` }).expect(400);
      expect(answer.body.errors).toEqual({ currentPassword: 'The current password is not correct' });
    }
    await as(token).get('/api/integrations').expect(401);
    const again = (await signIn(app, { email: owner.email, password: PASSWORD }).expect(200)).body.accessToken as string;
    const throttled = await as(again).put('/api/integrations/smtp', { settings: smtpAt(smtpA.port), currentPassword: PASSWORD }).expect(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await current('smtp')).source).toBe('environment');
  });

  it('each change is announced to every top-role user, by email and SMS, through the senders in effect before it; a notice that cannot go does not stop the change', async () => {
    await createUser(app, { role: 'superadmin', phone: '+966500000101' });
    await createUser(app, { role: 'admin', phone: '+966500000102' });
    const top = await topRoleUsers();
    const topEmails = lower(top.map((user) => user.email));
    const topPhones = top.flatMap((user) => (user.phone ? [user.phone] : []));
    expect(topPhones).toHaveLength(1);
    const smsTo = (gateway: LocalSmsGateway, since: number) => gateway.requests.slice(since).map((request) => request.body.to);

    // The environment's sender → server A: the notice goes through the environment's.
    let mark = { env: envSmtp.received.length, a: smtpA.received.length, sms: envGateway.requests.length, notices: await noticeIds() };
    await save('smtp', smtpAt(smtpA.port)).expect(200);
    await expect.poll(() => lower(mailsTo(envSmtp, mark.env))).toEqual(topEmails);
    await expect.poll(() => smsTo(envGateway, mark.sms)).toEqual(topPhones);
    expect(smtpA.received.length).toBe(mark.a);
    await expect.poll(async () => (await noticesSince(mark.notices)).map((notice) => `${notice.channel} ${notice.status}`).sort()).toEqual([...top.map(() => 'email sent'), ...topPhones.map(() => 'sms sent')]);
    const notices = await noticesSince(mark.notices);
    expect(notices.filter((notice) => notice.channel === 'email').map((notice) => notice.subject)).toEqual(top.map(() => 'Security notice: the email (SMTP) settings were changed · تنبيه أمني: تغيّرت إعدادات البريد الإلكتروني (SMTP)'));
    for (const notice of notices) {
      expect(notice.body).toContain(`127.0.0.1:${smtpA.port}`);
      expect(notice.body).toContain(`${TEST_ADMIN.firstName} ${TEST_ADMIN.lastName}`);
      expect(notice.body).not.toContain(ACCOUNT.password);
    }

    // A → B: through A, and nothing of it through B.
    mark = { env: envSmtp.received.length, a: smtpA.received.length, sms: envGateway.requests.length, notices: await noticeIds() };
    const b = smtpB.received.length;
    await save('smtp', smtpAt(smtpB.port)).expect(200);
    await expect.poll(() => lower(mailsTo(smtpA, mark.a))).toEqual(topEmails);
    expect(smtpB.received.length).toBe(b);

    // B → C, then C is down when C → A: the change is made all the same, the notice is marked failed.
    await save('smtp', smtpAt(smtpC.port)).expect(200);
    await expect.poll(() => lower(mailsTo(smtpB, b))).toEqual(topEmails);
    await smtpC.stop();
    mark.notices = await noticeIds();
    const changed = (await save('smtp', smtpAt(smtpA.port)).expect(200)).body as AppView;
    expect(valueOf(changed, 'port').value).toBe(smtpA.port);
    await expect.poll(async () => (await noticesSince(mark.notices)).filter((notice) => notice.channel === 'email').map((notice) => notice.status)).toEqual(top.map(() => 'failed'));
    for (const notice of await noticesSince(mark.notices)) expect(`${notice.lastError}`).not.toContain(ACCOUNT.password);

    // Forgetting the saved sender is a change too: announced through A, the environment's applies again.
    mark = { env: envSmtp.received.length, a: smtpA.received.length, sms: envGateway.requests.length, notices: await noticeIds() };
    expect((await forget('smtp').expect(200)).body.source).toBe('environment');
    await expect.poll(() => lower(mailsTo(smtpA, mark.a))).toEqual(topEmails);
    expect(mailsTo(envSmtp, mark.env)).toEqual([]);

    // The SMS gateway: its notice goes through the environment's gateway, not the new one.
    const gwA = gatewayA.requests.length;
    mark = { env: envSmtp.received.length, a: smtpA.received.length, sms: envGateway.requests.length, notices: await noticeIds() };
    await save('sms', { url: gatewayA.url, token: 'gateway-a-token', sender: 'ClubA' }).expect(200);
    await expect.poll(() => smsTo(envGateway, mark.sms)).toEqual(topPhones);
    await expect.poll(() => lower(mailsTo(envSmtp, mark.env))).toEqual(topEmails);
    expect(gatewayA.requests.length).toBe(gwA);
    await forget('sms').expect(200);
    await expect.poll(() => smsTo(gatewayA, gwA)).toEqual(topPhones);
  });

  it('voids every outstanding reset link, code and invitation link, and withdraws the messages still waiting with them', async () => {
    const user = await createUser(app, { role: 'cashier' });
    await supertest(app.url).post('/api/auth/forgot-password').send({ email: user.email }).expect(202);
    const reset = (await notificationsOf(app, user.id, 'passwordReset')).at(-1)!.body;
    const token = linkTokenIn(reset);
    const code = codeIn(reset.replace(/token=\S+/, ''));
    const invited = (await as().post('/api/users/invitations', { invitations: [{ email: 'invited.before.change@club.sa', roleId: 'cashier' }] }).expect(201)).body[0] as { id: string };
    const invitation = linkTokenIn((await notificationsOf(app, invited.id, 'invitation')).at(-1)!.body);
    await supertest(app.url).post('/api/auth/sign-up/invitation').send({ token: invitation }).expect(200);
    // A code still waiting in the outbox (its next try later) when the change comes.
    const client = await app.pool.connect();
    let waiting: string;
    try {
      await client.query('BEGIN');
      waiting = await app.outbox.enqueue(client, { channel: 'sms', kind: 'otp', recipient: '+966500000199', body: 'Your code is 123456', userId: user.id });
      await client.query(`UPDATE "notifications" SET "next_attempt_at" = now() + interval '1 hour' WHERE "id" = $1`, [waiting]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }

    await save('sms', { url: gatewayA.url, token: 'gateway-a-token', sender: 'ClubA' }).expect(200);

    expect((await supertest(app.url).post('/api/auth/otp/verify').send({ email: user.email, code }).expect(400)).body.errors).toHaveProperty('code');
    expect((await supertest(app.url).post('/api/auth/reset-password').send({ token, password: 'Brand-New-Passphrase-77' }).expect(400)).body.errors).toHaveProperty('token');
    await supertest(app.url).post('/api/auth/sign-up/invitation').send({ token: invitation }).expect(400);
    const { rows } = await app.pool.query(`SELECT "status", "last_error" AS "lastError" FROM "notifications" WHERE "id" = $1`, [waiting!]);
    expect(rows[0]).toEqual({ status: 'failed', lastError: 'Withdrawn: the email or SMS settings changed, which voided its link or code' });
    // What is asked for after the change works again.
    await supertest(app.url).post('/api/auth/forgot-password').send({ email: user.email }).expect(202);
    const fresh = (await notificationsOf(app, user.id, 'passwordReset')).at(-1)!.body;
    await supertest(app.url).post('/api/auth/otp/verify').send({ email: user.email, code: codeIn(fresh.replace(/token=\S+/, '')) }).expect(200);
    await forget('sms').expect(200);
  });

  it('records each change as a security event naming who, from where, and what it voided and announced', async () => {
    const { rows } = await app.pool.query(
      `SELECT e."detail", e."client_ip" AS "ip", e."user_id" AS "userId" FROM "security_events" e WHERE e."event" = 'authz_admin' AND e."detail" LIKE '%''sms''%' ORDER BY e."created_at" DESC LIMIT 1`,
    );
    const admin = (await app.pool.query(`SELECT "id" FROM "users" WHERE "email" = $1`, [TEST_ADMIN.email])).rows[0].id;
    expect(rows[0]).toMatchObject({ userId: admin, ip: '127.0.0.1' });
    expect(rows[0].detail).toMatch(/^The settings of the app 'sms' were removed; every outstanding reset link, code and invitation link was voided; \d+ top-role users were told through the previous senders$/);
  });
});

describe('H2: a saved secret goes only to the endpoint it was typed for', () => {
  it('a secret from the environment is not carried to another SMTP server or SMS gateway', async () => {
    expect((await current('smtp')).source).toBe('environment');
    const refused = await save('smtp', smtpAt(smtpA.port, { password: '' })).expect(400);
    expect(refused.body.errors).toEqual({ password: 'This secret belongs to the previous server: type it again for the new one, or remove it' });
    const gatewayCalls = gatewayA.requests.length;
    const token = await save('sms', { url: gatewayA.url, token: '', sender: 'ClubEnv' }).expect(400);
    expect(token.body.errors).toEqual({ token: 'This secret belongs to the previous server: type it again for the new one, or remove it' });
    expect(gatewayA.requests.slice(gatewayCalls).map((request) => request.authorization)).not.toContain(`Bearer ${ENV_TOKEN}`);
    expect((await current('smtp')).source).toBe('environment');
    // The same endpoint as the environment's keeps its secret: the test signs in with it.
    const same = (await save('smtp', smtpAt(envSmtp.port, { password: '' })).expect(200)).body as AppView;
    expect(valueOf(same, 'password').set).toBe(true);
    expect((await test('smtp')).lastCheck).toEqual(expect.objectContaining({ ok: true }));
  });

  it('an SMTP password stays with its host, port and username: any of them changed, it must be typed again or removed', async () => {
    await save('smtp', smtpAt(smtpA.port)).expect(200);
    const message = 'This secret belongs to the previous server: type it again for the new one, or remove it';
    expect((await save('smtp', smtpAt(smtpB.port, { password: '' })).expect(400)).body.errors).toEqual({ password: message });
    expect((await save('smtp', smtpAt(smtpA.port, { password: '', host: 'localhost' })).expect(400)).body.errors).toEqual({ password: message });
    expect((await save('smtp', smtpAt(smtpA.port, { password: undefined, username: 'someone-else' })).expect(400)).body.errors).toEqual({ password: message });
    const arabic = await save('smtp', smtpAt(smtpB.port, { password: '' }), TEST_ADMIN.password, 'ar').expect(400);
    expect(arabic.body.errors.password).toBe('هذه القيمة السرية تخص الخادم السابق: اكتبها من جديد للخادم الجديد أو احذفها');
    expect(valueOf(await current('smtp'), 'port').value).toBe(smtpA.port);
    // The same endpoint keeps it; typed again or removed, another endpoint is saved.
    expect(valueOf((await save('smtp', smtpAt(smtpA.port, { password: '', from: 'club@club.sa' })).expect(200)).body, 'password').set).toBe(true);
    expect(valueOf((await save('smtp', smtpAt(smtpB.port, { password: null })).expect(200)).body, 'password').set).toBe(false);
    expect(valueOf((await save('smtp', smtpAt(smtpA.port)).expect(200)).body, 'password').set).toBe(true);
    await forget('smtp').expect(200);
  });

  it('a gateway token stays with its address (origin and path)', async () => {
    await save('sms', { url: gatewayA.url, token: 'gateway-a-token', sender: 'ClubA' }).expect(200);
    const message = 'This secret belongs to the previous server: type it again for the new one, or remove it';
    expect((await save('sms', { url: `${gatewayA.url}/other`, token: '', sender: 'ClubA' }).expect(400)).body.errors).toEqual({ token: message });
    expect((await save('sms', { url: gatewayA.url.replace('http:', 'https:'), sender: 'ClubA' }).expect(400)).body.errors).toEqual({ token: message });
    expect(valueOf((await save('sms', { url: gatewayA.url, token: '', sender: 'ClubB' }).expect(200)).body, 'token').set).toBe(true);
    const before = gatewayA.requests.length;
    expect((await test('sms', { to: '+966501234567' })).lastCheck).toMatchObject({ ok: true });
    expect(gatewayA.requests.slice(before).map((request) => request.authorization)).toEqual(['Bearer gateway-a-token']);
    await forget('sms').expect(200);
  });
});

describe('M1: Test and deliveries reach no internal address and repeat nothing the peer said', () => {
  const FAILED = 'The test failed: ';
  const NOT_ALLOWED = `${FAILED}the address is a loopback, private or link-local one, which this server does not connect to unless the operator allows the host (INTEGRATION_ALLOWED_HOSTS).`;
  let internalBanner: BannerServer;
  let internalGateway: LocalSmsGateway;
  let allowedBanner: BannerServer;
  beforeAll(async () => {
    [internalBanner, internalGateway, allowedBanner] = await Promise.all([
      startBannerServer('127.0.0.2', 'SSH-2.0-OpenSSH_9.6 internal-build-42'),
      startLocalSmsGateway({ host: '127.0.0.2' }),
      startBannerServer('127.0.0.1', 'SSH-2.0-OpenSSH_9.6 internal-build-42'),
    ]);
  });
  afterAll(async () => {
    await Promise.all([internalBanner, internalGateway, allowedBanner].map((server) => server?.stop()));
  });

  it('Test refuses SMTP hosts that are or resolve to loopback, private, link-local or metadata addresses, before any connection', async () => {
    for (const host of ['127.0.0.2', 'localhost', '10.0.0.1', '172.16.5.4', '192.168.1.1', '100.64.0.1', '169.254.169.254', '0.0.0.0']) {
      await save('smtp', { host, port: internalBanner.port, secure: false, from: 'office@club.sa', username: '', password: null }).expect(200);
      expect((await test('smtp')).lastCheck, host).toEqual(expect.objectContaining({ ok: false, message: NOT_ALLOWED }));
    }
    expect(internalBanner.connections).toBe(0);
    await forget('smtp').expect(200);
  });

  it('Test refuses SMS gateways at internal IPv4 and IPv6 addresses, IPv4-mapped ones included', async () => {
    const port = new URL(internalGateway.url).port;
    for (const url of [
      internalGateway.url,
      `http://localhost:${port}/v1`,
      `http://[::1]:${port}/v1`,
      `http://[::ffff:127.0.0.2]:${port}/v1`,
      'http://[::ffff:a9fe:a9fe]/latest/meta-data',
      'http://[fe80::1]/v1',
      'http://[fc00::1]/v1',
      'http://[fd00:ec2::254]/latest/meta-data',
      `http://[::]:${port}/v1`,
      'http://169.254.169.254/latest/meta-data',
    ]) {
      await save('sms', { url, token: null, sender: 'ClubA' }).expect(200);
      expect((await test('sms', { to: '+966501234567' })).lastCheck, url).toEqual(expect.objectContaining({ ok: false, message: NOT_ALLOWED }));
    }
    expect(internalGateway.requests).toEqual([]);
  });

  it('an allowed host is reached, and the Test says only what went wrong, never what the peer answered', async () => {
    await save('smtp', { host: '127.0.0.1', port: allowedBanner.port, secure: false, from: 'office@club.sa', username: '', password: null }).expect(200);
    const banner = (await test('smtp')).lastCheck!;
    expect(banner).toEqual({ ok: false, message: `${FAILED}the server did not answer as expected.`, at: expect.any(String) });
    expect(allowedBanner.connections).toBeGreaterThan(0);
    await save('smtp', { host: '127.0.0.1', port: await freePort(), secure: false, from: 'office@club.sa', username: '', password: null }).expect(200);
    expect((await test('smtp')).lastCheck!.message).toBe(`${FAILED}the server refused the connection or could not be reached.`);
    await save('smtp', smtpAt(smtpA.port, { password: 'not-the-password' })).expect(200);
    expect((await test('smtp')).lastCheck!.message).toBe(`${FAILED}the server refused the sign-in.`);
    await save('smtp', smtpAt(smtpA.port, { host: 'no-such-host.invalid' })).expect(200);
    expect((await test('smtp')).lastCheck!.message).toBe(`${FAILED}the host name was not found.`);
    await forget('smtp').expect(200);
    await save('sms', { url: gatewayA.url, token: 'gateway-a-token', sender: 'ClubA' }).expect(200);
    gatewayA.answer(418, 'internal-build-42 says no');
    expect((await test('sms', { to: '+966501234567' })).lastCheck!.message).toBe(`${FAILED}the server did not answer as expected.`);
  });

  it('a gateway that redirects is not followed', async () => {
    gatewayA.answer(302, 'Found', { location: internalGateway.url });
    expect((await test('sms', { to: '+966501234567' })).lastCheck!.message).toBe(`${FAILED}the server did not answer as expected.`);
    gatewayA.answer(200);
    expect(internalGateway.requests).toEqual([]);
  });

  it('the outbox delivers through the same guard: a message to an internal gateway is refused, and the gateway hears nothing', async () => {
    await save('sms', { url: internalGateway.url, token: null, sender: 'ClubA' }).expect(200);
    const client = await app.pool.connect();
    let id: string;
    try {
      id = await app.outbox.enqueue(client, { channel: 'sms', kind: 'meetingReminder', recipient: '+966551112233', body: 'The board meets at 10:00.' });
    } finally {
      client.release();
    }
    await app.outbox.deliverDue();
    const { rows } = await app.pool.query(`SELECT "status", "last_error" AS "lastError" FROM "notifications" WHERE "id" = $1`, [id!]);
    expect(rows[0]).toEqual({ status: 'pending', lastError: 'Address not allowed: 127.0.0.2 is a loopback, private or link-local address (INTEGRATION_ALLOWED_HOSTS allows a host)' });
    expect(internalGateway.requests).toEqual([]);
    await forget('sms').expect(200);
  });
});
