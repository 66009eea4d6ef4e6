import { issueAccessToken } from '@club/api';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSmsGateway, startLocalSmtp, type LocalSmsGateway, type LocalSmtp } from '../support/mail-and-sms';
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/test-app';
import { bearer, createUser } from './auth-helpers';

// /apps (api/src/integrations): the catalogue of what the product integrates with, each app's
// settings saved by the top role with its password (secrets sealed, never answered), a test that
// proves them, and the outbox's email and SMS going through the settings in effect at each
// delivery. The local servers listen on 127.0.0.1, which the app is told to allow
// (INTEGRATION_ALLOWED_HOSTS); tests/security/integrations-page.test.ts proves the guards.
let app: TestApp;
let smtp: LocalSmtp;
let gateway: LocalSmsGateway;
const SMTP_ACCOUNT = { username: 'club-mailer', password: 'Mailer-Password-2026' };
beforeAll(async () => {
  [app, smtp, gateway] = await Promise.all([startTestApp({ config: { integrationAllowedHosts: ['127.0.0.1'] } }), startLocalSmtp(SMTP_ACCOUNT), startLocalSmsGateway()]);
});
afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
  await gateway?.stop();
});

type AppView = { key: string; connected: boolean; source: string | null; editable: boolean; fields: { name: string; value?: unknown; set?: boolean; env: string }[]; lastCheck: { ok: boolean; message: string } | null; updatedBy: string | null };
const field = (view: AppView, name: string) => view.fields.find((entry) => entry.name === name)!;
const smtpSettings = (port = smtp.port) => ({ host: '127.0.0.1', port, secure: false, username: SMTP_ACCOUNT.username, password: SMTP_ACCOUNT.password, from: 'office@club.sa' });

/** Queues one message as the product does (in a transaction) and delivers what is due. */
const sendThroughOutbox = async (channel: 'email' | 'sms', recipient: string) => {
  const client = await app.pool.connect();
  try {
    const id = await app.outbox.enqueue(client, { channel, kind: 'meetingReminder', recipient, subject: 'Board meeting at 10:00', body: 'The board meets at 10:00 in hall 2.' });
    await app.outbox.deliverDue();
    const { rows } = await app.pool.query(`SELECT "status", "last_error" AS "lastError" FROM "notifications" WHERE "id" = $1`, [id]);
    return rows[0] as { status: string; lastError: string | null };
  } finally {
    client.release();
  }
};

describe('the catalogue', () => {
  it('lists the email and SMS senders, file storage and the identity provider, none connected on a bare install', async () => {
    const apps = (await app.http.get('/api/integrations').expect(200)).body as AppView[];
    expect(apps.map((entry) => [entry.key, entry.connected, entry.editable, entry.source])).toEqual([
      ['smtp', false, true, null],
      ['sms', false, true, null],
      ['s3', false, false, null],
      ['oidc', false, false, null],
    ]);
    expect(field(apps[0]!, 'password')).toEqual({ name: 'password', kind: 'secret', required: false, env: 'SMTP_URL', set: false });
    expect(field(apps[2]!, 'bucket')).toMatchObject({ env: 'FILES_S3_BUCKET', value: null });
  });

  it('is for those the apps page allows: a manager is refused, and only edit may save', async () => {
    const manager = await createUser(app, { role: 'manager' });
    const token = await issueAccessToken(app, manager.id);
    expect((await supertest(app.url).get('/api/integrations').set(bearer(token)).expect(403)).body.message).toBe("You do not have the 'show' permission on 'apps'");
    await supertest(app.url).put('/api/integrations/smtp').set(bearer(token)).send({ settings: smtpSettings() }).expect(403);
    await supertest(app.url).get('/api/integrations').expect(401);
  });
});

describe('the SMTP sender', () => {
  it('refuses settings that are not right, field by field', async () => {
    const refused = await app.http.put('/api/integrations/smtp').send({ settings: { host: 'not a host', port: 70000, secure: 'yes', from: 'office', color: 'red' }, currentPassword: TEST_ADMIN.password }).expect(400);
    expect(refused.body.errors).toEqual({
      host: 'A host name, e.g. smtp.example.com',
      port: 'A port from 1 to 65535',
      secure: 'true or false',
      from: 'A valid email address',
      color: 'Not a setting of this app',
    });
    await app.http.put('/api/integrations/smtp').send({ nothing: true }).expect(400);
    await app.http.put('/api/integrations/s3').send({ settings: { bucket: 'x' } }).expect(409);
    await app.http.put('/api/integrations/whatsapp').send({ settings: {} }).expect(404);
  });

  it('keeps its password sealed and never answers it; the outbox sends through it at once', async () => {
    const saved = (await app.http.put('/api/integrations/smtp').send({ settings: smtpSettings(), currentPassword: TEST_ADMIN.password }).expect(200)).body as AppView;
    expect(saved).toMatchObject({ source: 'saved', connected: true, updatedBy: `${TEST_ADMIN.firstName} ${TEST_ADMIN.lastName}` });
    expect(field(saved, 'password')).toMatchObject({ set: true });
    expect(JSON.stringify(saved)).not.toContain(SMTP_ACCOUNT.password);
    const { rows } = await app.pool.query(`SELECT "settings"::text AS "settings", "secrets" FROM "integration_settings" WHERE "key" = 'smtp'`);
    expect(rows[0].settings + rows[0].secrets).not.toContain(SMTP_ACCOUNT.password);
    // Delivered by the SMTP server, signed in with the saved account.
    const before = smtp.received.length;
    expect(await sendThroughOutbox('email', 'coach@club.sa')).toEqual({ status: 'sent', lastError: null });
    expect(smtp.received.slice(before)).toEqual([expect.objectContaining({ from: 'office@club.sa', to: ['coach@club.sa'] })]);
    expect(smtp.received.at(-1)!.raw).toContain('Subject: Board meeting at 10:00');
  });

  it('keeps the password when the form leaves it empty, and removes it when told to', async () => {
    const kept = (await app.http.put('/api/integrations/smtp').send({ settings: { ...smtpSettings(), password: '' }, currentPassword: TEST_ADMIN.password }).expect(200)).body as AppView;
    expect(field(kept, 'password').set).toBe(true);
    expect((await app.http.post('/api/integrations/smtp/test').send({}).expect(200)).body.lastCheck).toMatchObject({ ok: true, message: 'The SMTP server accepted the connection and the sign-in.' });
    const removed = (await app.http.put('/api/integrations/smtp').send({ settings: { ...smtpSettings(), password: null }, currentPassword: TEST_ADMIN.password }).expect(200)).body as AppView;
    expect(field(removed, 'password').set).toBe(false);
    // Without the password the server refuses the sign-in: the test says so and the app is not connected.
    const failed = (await app.http.post('/api/integrations/smtp/test').send({}).expect(200)).body as AppView;
    expect(failed.lastCheck?.ok).toBe(false);
    expect(failed.lastCheck?.message).toMatch(/^The test failed: /);
    expect(failed.connected).toBe(false);
    await app.http.put('/api/integrations/smtp').send({ settings: smtpSettings(), currentPassword: TEST_ADMIN.password }).expect(200);
  });

  it('sends a test email on demand, and goes back to the environment when its saved settings are removed', async () => {
    const before = smtp.received.length;
    const tested = (await app.http.post('/api/integrations/smtp/test').send({ to: 'it@club.sa' }).expect(200)).body as AppView;
    expect(tested.lastCheck).toMatchObject({ ok: true, message: 'The SMTP server accepted a test email to it@club.sa.' });
    expect(smtp.received.slice(before).map((mail) => mail.to)).toEqual([['it@club.sa']]);
    expect((await app.http.post('/api/integrations/smtp/test').send({ to: 'nobody' }).expect(400)).body.errors).toEqual({ to: 'The address to send the test email to' });
    const reset = (await app.http.delete('/api/integrations/smtp').send({ currentPassword: TEST_ADMIN.password }).expect(200)).body as AppView;
    expect(reset).toMatchObject({ source: null, connected: false, lastCheck: null });
    expect(await sendThroughOutbox('email', 'coach@club.sa')).toEqual({ status: 'logged', lastError: null });
    expect((await app.http.post('/api/integrations/smtp/test').send({}).expect(409)).body.message).toBe('This app is not set up yet');
  });
});

describe('the SMS gateway', () => {
  it('posts each message with its token and sender, and counts a refusal as a failed attempt', async () => {
    const refused = await app.http.put('/api/integrations/sms').send({ settings: { url: 'ftp://gateway', sender: 'Far too long a sender' }, currentPassword: TEST_ADMIN.password }).expect(400);
    expect(refused.body.errors).toEqual({ url: 'An address starting with http:// or https://', sender: '1 to 11 letters, digits, spaces, dots, dashes or underscores' });
    await app.http.put('/api/integrations/sms').send({ settings: { url: gateway.url, token: 'gateway-token-123', sender: 'ClubSA' }, currentPassword: TEST_ADMIN.password }).expect(200);
    expect((await app.http.post('/api/integrations/sms/test').send({}).expect(400)).body.errors.to).toMatch(/mobile number/);
    const tested = (await app.http.post('/api/integrations/sms/test').send({ to: '+966501234567' }).expect(200)).body as AppView;
    expect(tested).toMatchObject({ connected: true, lastCheck: { ok: true, message: 'The SMS gateway accepted a test message to +966501234567.' } });
    expect(gateway.requests.at(-1)).toMatchObject({ authorization: 'Bearer gateway-token-123', body: { to: '+966501234567', from: 'ClubSA' } });
    expect(await sendThroughOutbox('sms', '+966551112233')).toEqual({ status: 'sent', lastError: null });
    expect(gateway.requests.at(-1)!.body).toEqual({ to: '+966551112233', from: 'ClubSA', body: 'The board meets at 10:00 in hall 2.' });
    gateway.answer(503);
    const failed = await sendThroughOutbox('sms', '+966551112233');
    expect(failed.status).toBe('pending');
    expect(failed.lastError).toBe('The SMS gateway answered 503 Service Unavailable');
    expect(failed.lastError).not.toContain('gateway-token-123');
    gateway.answer(200);
  });
});

describe('the environment-set apps', () => {
  it('are tested but never saved from the page, and a test of an app not set up is refused', async () => {
    await app.http.put('/api/integrations/oidc').send({ settings: { issuer: 'https://id.example.com' } }).expect(409);
    await app.http.delete('/api/integrations/s3').expect(409);
    expect((await app.http.post('/api/integrations/oidc/test').send({}).expect(409)).body.message).toBe('This app is not set up yet');
    expect((await app.http.get('/api/integrations/s3').set('Accept-Language', 'ar').expect(200)).body.key).toBe('s3');
  });

  it('record who saved settings in the security log', async () => {
    const { rows } = await app.pool.query(`SELECT "detail" FROM "security_events" WHERE "event" = 'authz_admin' AND "detail" LIKE '%app ''sms''%'`);
    expect(rows.length).toBeGreaterThan(0);
  });
});
