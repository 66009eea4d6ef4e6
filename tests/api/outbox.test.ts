import { MAX_DELIVERY_ATTEMPTS, retryDelaySeconds, type QueuedMessage, type Transport } from '@club/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';
import { anonymous, bearer, createUser, nextIp } from './auth-helpers';
import { notificationsOf } from './outbox-helpers';

let app: TestApp;
/** A write hook that refuses users writes while set: it runs after the outbox's, inside the same transaction. */
let failUserWrites = false;

beforeAll(async () => {
  app = await startTestApp();
  app.crud.onWrite(
    () => {
      if (failUserWrites) throw new Error('refused by the test');
    },
    { resources: ['users'] },
  );
});
afterAll(() => app?.stop());

const forgot = (email: string) => anonymous(app).post('/api/auth/forgot-password').set('X-Forwarded-For', nextIp()).send({ email });

/** A transport that records what it was given and fails while `failing` is set. */
const recordingTransport = () => {
  const delivered: QueuedMessage[] = [];
  const transport: Transport & { failing: boolean; delivered: QueuedMessage[] } = {
    name: 'test',
    failing: false,
    delivered,
    async deliver(message) {
      if (transport.failing) throw new Error('SMTP 451 try later');
      delivered.push(message);
      return 'sent';
    },
  };
  return transport;
};

describe('the outbox', () => {
  it('writes a message in the transaction of what causes it: a rolled-back write leaves none', async () => {
    const admin = await createUser(app, { roleId: 'superadmin' });
    const before = (await app.pool.query(`SELECT count(*)::int AS "n" FROM "notifications" WHERE "kind" = 'accessRequest' AND "recipient" = $1`, [admin.email])).rows[0].n;
    const request = (username: string) =>
      anonymous(app)
        .post('/api/auth/sign-up')
        .set('X-Forwarded-For', nextIp())
        .send({ email: `${username}@example.com`, firstName: 'Rolled', username, password: 'Granite-Harbour-Mosaic-9' });
    failUserWrites = true;
    try {
      await request(`rolled.back.${Date.now()}`).expect(500);
    } finally {
      failUserWrites = false;
    }
    const after = (await app.pool.query(`SELECT count(*)::int AS "n" FROM "notifications" WHERE "kind" = 'accessRequest' AND "recipient" = $1`, [admin.email])).rows[0].n;
    expect(after).toBe(before);
    await request(`committed.${Date.now()}`).expect(202);
    const committed = (await app.pool.query(`SELECT count(*)::int AS "n" FROM "notifications" WHERE "kind" = 'accessRequest' AND "recipient" = $1`, [admin.email])).rows[0].n;
    expect(committed).toBe(before + 1);
  });

  it('without SMTP, email and SMS are logged: status logged, one attempt, sentAt set', async () => {
    const user = await createUser(app, { phone: '+966 50 000 1111' });
    await forgot(user.email).expect(202);
    await app.outbox.deliverDue();
    const { rows } = await app.pool.query(`SELECT "status", "attempts", "sent_at" IS NOT NULL AS "sent", "last_error" FROM "notifications" WHERE "user_id" = $1`, [user.id]);
    expect(rows).toEqual([
      { status: 'logged', attempts: 1, sent: true, last_error: null },
      { status: 'logged', attempts: 1, sent: true, last_error: null },
    ]);
  });

  it('retries a failing transport with backoff and marks the message failed after the last attempt', async () => {
    const transport = recordingTransport();
    transport.failing = true;
    app.outbox.useTransport('email', transport);
    try {
      const user = await createUser(app);
      await forgot(user.email).expect(202);
      const [message] = await notificationsOf(app, user.id);
      for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
        await app.outbox.deliverDue();
        const { rows } = await app.pool.query(
          `SELECT "status", "attempts", "last_error" AS "lastError", round(extract(epoch FROM "next_attempt_at" - now())) AS "wait" FROM "notifications" WHERE "id" = $1`,
          [message!.id],
        );
        const row = rows[0];
        expect(row.attempts).toBe(attempt);
        expect(row.lastError).toBe('SMTP 451 try later');
        if (attempt < MAX_DELIVERY_ATTEMPTS) {
          expect(row.status).toBe('pending');
          expect(Number(row.wait)).toBeGreaterThanOrEqual(retryDelaySeconds(attempt) - 2);
          expect(Number(row.wait)).toBeLessThanOrEqual(retryDelaySeconds(attempt));
          // Not due yet: another round leaves it alone.
          await app.outbox.deliverDue();
          expect((await notificationsOf(app, user.id))[0]!.attempts).toBe(attempt);
          await app.pool.query(`UPDATE "notifications" SET "next_attempt_at" = now() WHERE "id" = $1`, [message!.id]);
        } else {
          expect(row.status).toBe('failed');
          expect(row.wait).toBeNull();
        }
      }
      // A failed message is never tried again.
      transport.failing = false;
      await app.pool.query(`UPDATE "notifications" SET "next_attempt_at" = now() WHERE "id" = $1`, [message!.id]);
      await app.outbox.deliverDue();
      expect(transport.delivered.filter((item) => item.id === message!.id)).toEqual([]);
    } finally {
      app.outbox.useTransport('email', { name: 'log', deliver: async () => 'logged' });
    }
  });

  it('a transport that works marks the message sent and gets the whole message', async () => {
    const transport = recordingTransport();
    app.outbox.useTransport('email', transport);
    try {
      const user = await createUser(app);
      await forgot(user.email).expect(202);
      await app.outbox.deliverDue();
      const [row] = await notificationsOf(app, user.id);
      expect(row!.status).toBe('sent');
      expect(transport.delivered.find((item) => item.id === row!.id)).toMatchObject({ channel: 'email', recipient: user.email, subject: 'Reset your password', body: row!.body });
    } finally {
      app.outbox.useTransport('email', { name: 'log', deliver: async () => 'logged' });
    }
  });
});

describe('the notifications resource', () => {
  it('is read-only: create, update and delete are refused', async () => {
    const user = await createUser(app);
    await forgot(user.email).expect(202);
    const [row] = await notificationsOf(app, user.id);
    const list = await app.http.get('/api/notifications').query({ filter: JSON.stringify({ userId: user.id }) }).expect(200);
    expect(list.body.map((item: { id: string }) => item.id)).toEqual([row!.id]);
    // Nobody holds create, edit or delete on a read-only page (403); the resource itself refuses them too (405).
    const refusals = [
      await app.http.post('/api/notifications').send({ channel: 'email', kind: 'otp', recipient: 'x@y.z', body: 'hi' }),
      await app.http.put(`/api/notifications/${row!.id}`).send({ status: 'sent' }),
      await app.http.delete(`/api/notifications/${row!.id}`),
    ];
    for (const refusal of refusals) expect([403, 405]).toContain(refusal.status);
    // (Its status may move meanwhile: the outbox delivers it.)
    const after = await notificationsOf(app, user.id);
    expect(after.map(({ id, recipient, body }) => ({ id, recipient, body }))).toEqual([{ id: row!.id, recipient: row!.recipient, body: row!.body }]);
    await expect(app.crud.update('notifications', row!.id, { status: 'sent' })).rejects.toMatchObject({ status: 405 });
  });

  it('is readable only with permission on notifications (it holds links and codes)', async () => {
    const { issueAccessToken } = await import('@club/api');
    const manager = await createUser(app, { roleId: 'manager' });
    const token = await issueAccessToken(app, manager.id);
    await anonymous(app).get('/api/notifications').set(bearer(token)).expect(403);
    await anonymous(app).get('/api/notifications').expect(401);
  });
});
