import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, bearer, createUser, nextIp, PASSWORD, refreshCookieOf, session, signIn } from './auth-helpers';
import { codeIn, linkTokenIn, notificationsOf } from './outbox-helpers';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const NEW_PASSWORD = 'Quiet-Harbour-Lantern-42';

const forgot = (email: string, ip = nextIp()) => anonymous(app).post('/api/auth/forgot-password').set('X-Forwarded-For', ip).send({ email });
const verifyOtp = (email: string, code: string, ip = nextIp()) => anonymous(app).post('/api/auth/otp/verify').set('X-Forwarded-For', ip).send({ email, code });
const reset = (token: string, password: string, ip = nextIp()) =>
  anonymous(app).post('/api/auth/reset-password').set('X-Forwarded-For', ip).send({ token, password });

/** Asks for a reset and returns the emailed link's token and code (user without a phone). */
const requestReset = async (userId: string, email: string) => {
  await forgot(email).expect(202);
  const emails = await notificationsOf(app, userId, 'passwordReset');
  const body = emails.at(-1)!.body;
  return { token: linkTokenIn(body), code: codeIn(body.replace(/token=\S+/, '')) };
};

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for an unknown email, an inactive account and an active one; only the active one gets a message', async () => {
    const active = await createUser(app);
    const inactive = await createUser(app, { status: 'inactive' });
    const answers = await Promise.all([forgot(active.email), forgot(inactive.email), forgot('nobody.here@example.com')]);
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual(answers[0]!.body);
    }
    expect(answers[0]!.body.message).toMatch(/If an active account uses this email/);
    expect(await notificationsOf(app, inactive.id)).toEqual([]);
    const [email] = await notificationsOf(app, active.id);
    expect(email).toMatchObject({ channel: 'email', kind: 'passwordReset', recipient: active.email, subject: 'Reset your password' });
    expect(email!.body).toContain('/forgot-password?token=');
    // No phone: the code travels in the same email.
    expect(codeIn(email!.body.replace(/token=\S+/, ''))).toMatch(/^\d{6}$/);
  });

  it('sends the code by SMS to a user with a phone, and the link by email', async () => {
    const user = await createUser(app, { phone: '+966 55 123 4567' });
    await forgot(user.email).expect(202);
    const messages = await notificationsOf(app, user.id);
    expect(messages.map(({ channel, kind }) => `${channel}:${kind}`).sort()).toEqual(['email:passwordReset', 'sms:otp']);
    const sms = messages.find((message) => message.channel === 'sms')!;
    expect(sms.recipient).toBe('+966 55 123 4567');
    expect(codeIn(sms.body)).toMatch(/^\d{6}$/);
  });

  it('stores only hashes of the link and the code', async () => {
    const user = await createUser(app);
    const { token, code } = await requestReset(user.id, user.email);
    const { rows } = await app.pool.query('SELECT "code_hash" FROM "one_time_codes" WHERE "user_id" = $1', [user.id]);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect([token, code]).not.toContain(row.code_hash);
    }
  });

  it('speaks Arabic, refuses other fields, and throttles the same email with 429 and Retry-After', async () => {
    const arabic = await anonymous(app).post('/api/auth/forgot-password').set('Accept-Language', 'ar').set('X-Forwarded-For', nextIp()).send({ email: '' });
    expect(arabic.status).toBe(400);
    expect(arabic.body.errors.email).toBe('يرجى إدخال بريدك الإلكتروني.');
    const extra = await anonymous(app).post('/api/auth/forgot-password').set('X-Forwarded-For', nextIp()).send({ email: 'a@b.co', userId: 'x' });
    expect(extra.status).toBe(400);
    expect(extra.body.errors.userId).toBeDefined();
    const email = `throttled.${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) await forgot(email).expect(202);
    const refused = await forgot(email).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('reset by link', () => {
  it('sets the password once, ends every session and leaves the old password useless', async () => {
    const user = await createUser(app);
    const before = await session(app, user);
    const { token } = await requestReset(user.id, user.email);
    const done = await reset(token, NEW_PASSWORD).expect(200);
    expect(done.body.message).toMatch(/password has been changed/);

    // Sessions: the access token and the refresh token from before are dead.
    await anonymous(app).get('/api/auth/me').set(bearer(before.accessToken)).expect(401);
    await anonymous(app).post('/api/auth/refresh').set('X-Forwarded-For', nextIp()).set('Cookie', `refresh_token=${before.refreshToken}`).expect(401);
    await signIn(app, { email: user.email, password: PASSWORD }).expect(401);
    const fresh = await signIn(app, { email: user.email, password: NEW_PASSWORD }).expect(200);
    expect(refreshCookieOf(fresh)).toBeDefined();

    // Single use.
    const again = await reset(token, 'Another-Long-Passphrase-7').expect(400);
    expect(again.body.errors.token).toMatch(/invalid, has expired or was already used/);

    // Written through CrudService: the audit trail has the change, with the secret masked.
    const { rows } = await app.pool.query(`SELECT "changes" FROM "audit_logs" WHERE "record_id" = $1 AND "action" = 'update' ORDER BY "created_at" DESC LIMIT 1`, [user.id]);
    expect(rows[0].changes).toEqual({ password: { old: '***', new: '***' } });
  });

  it('refuses an expired link, an unknown one and a malformed one with the same answer', async () => {
    const user = await createUser(app);
    const { token } = await requestReset(user.id, user.email);
    await app.pool.query(`UPDATE "one_time_codes" SET "expires_at" = now() - interval '1 second' WHERE "user_id" = $1 AND "purpose" = 'passwordReset'`, [user.id]);
    const expired = await reset(token, NEW_PASSWORD).expect(400);
    const unknown = await reset('A'.repeat(43), NEW_PASSWORD).expect(400);
    const malformed = await reset('not-a-token', NEW_PASSWORD).expect(400);
    expect(unknown.body).toEqual(expired.body);
    expect(malformed.body).toEqual(expired.body);
    await signIn(app, { email: user.email, password: PASSWORD }).expect(200);
  });

  it('applies the password policy without using the link up', async () => {
    const user = await createUser(app);
    const { token } = await requestReset(user.id, user.email);
    const short = await reset(token, 'short').expect(400);
    expect(short.body.errors.password).toMatch(/at least 8/);
    const common = await reset(token, 'password123').expect(400);
    expect(common.body.errors.password).toBe('This password is too common');
    await reset(token, NEW_PASSWORD).expect(200);
  });

  it('the link lives 60 minutes', async () => {
    const user = await createUser(app);
    await requestReset(user.id, user.email);
    const { rows } = await app.pool.query(
      `SELECT round(extract(epoch FROM "expires_at" - "created_at") / 60) AS "minutes", "purpose" FROM "one_time_codes" WHERE "user_id" = $1 ORDER BY "purpose"`,
      [user.id],
    );
    expect(rows).toEqual([
      { minutes: 10, purpose: 'otp' },
      { minutes: 60, purpose: 'passwordReset' },
    ]);
  });
});

describe('one-time codes', () => {
  it('a right code earns a reset token that sets the password', async () => {
    const user = await createUser(app);
    const { code } = await requestReset(user.id, user.email);
    const verified = await verifyOtp(user.email, code).expect(200);
    expect(verified.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await reset(verified.body.token, NEW_PASSWORD).expect(200);
    await signIn(app, { email: user.email, password: NEW_PASSWORD }).expect(200);
    // The code is used up.
    await verifyOtp(user.email, code).expect(400);
  });

  it('dies after 5 wrong codes: the right one no longer works', async () => {
    const user = await createUser(app);
    const { code } = await requestReset(user.id, user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await verifyOtp(user.email, wrong).expect(400);
      expect(answer.body.errors.code).toMatch(/wrong or has expired/);
    }
    await verifyOtp(user.email, code).expect(400);
  });

  it('expires after 10 minutes', async () => {
    const user = await createUser(app);
    const { code } = await requestReset(user.id, user.email);
    await app.pool.query(`UPDATE "one_time_codes" SET "expires_at" = now() - interval '1 second' WHERE "user_id" = $1 AND "purpose" = 'otp'`, [user.id]);
    await verifyOtp(user.email, code).expect(400);
  });

  it('only the newest code works, and the newest link', async () => {
    const user = await createUser(app);
    const first = await requestReset(user.id, user.email);
    const second = await requestReset(user.id, user.email);
    expect(second.code === first.code && second.token === first.token).toBe(false);
    if (first.code !== second.code) await verifyOtp(user.email, first.code).expect(400);
    await reset(first.token, NEW_PASSWORD).expect(400);
    await verifyOtp(user.email, second.code).expect(200);
  });

  it('answers an unknown email like a wrong code', async () => {
    const user = await createUser(app);
    await requestReset(user.id, user.email);
    const unknown = await verifyOtp('nobody.at.all@example.com', '123456').expect(400);
    const wrong = await verifyOtp(user.email, 'abcdef').expect(400);
    expect(unknown.body).toEqual(wrong.body);
  });
});
