import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The very snippet the README quotes: deliveries are verified as a receiver would.
import { verifyWebhookSignature } from '../../api/examples/verify-webhook-signature.mjs';
import { startTestApp, type TestApp } from '../support/test-app';
import { bearer, createUser, session } from './auth-helpers';

type Row = Record<string, unknown>;

/** One request the receiver got: its raw body (as signed), its headers and its path. */
interface Received {
  path: string;
  body: string;
  headers: IncomingHttpHeaders;
}

let app: TestApp;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
/** What the receiver answers, by path: a list of statuses used in turn (the last one stays); 200 when none. */
const answers = new Map<string, number[]>();

/** A write hook refusing saved-view writes while set. */
let failViewWrites = false;

const tag = () => Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, body: Buffer.concat(chunks).toString('utf8'), headers: request.headers });
      const queue = answers.get(path) ?? [];
      const status = queue.length > 1 ? queue.shift()! : (queue[0] ?? 200);
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  // The local receiver is on the loopback address: allowed by name, as an operator would.
  app = await startTestApp({ config: { integrationAllowedHosts: ['127.0.0.1'] } });
  // Registered after the webhooks' hooks: it throws after they queued, inside the same transaction.
  app.crud.onWrite(
    () => {
      if (failViewWrites) throw new Error('refused by the test');
    },
    { resources: ['savedViews'] },
  );
});
afterAll(async () => {
  await app?.stop();
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

/** A role reading saved views and correspondence parties, with no grant: the parties' contact details are hidden from it. */
const makeRole = async (): Promise<string> => {
  const id = tag();
  const role = await app.http
    .post('/api/roles')
    .send({ key: `hooks-${id}`, name: `Hooks ${id}`, nameAr: `خطافات ${id}`, rank: 30, permissions: { correspondenceParties: ['list', 'show'], savedViews: ['list', 'show'], tasks: ['list', 'show'] } })
    .expect(201);
  return role.body.id as string;
};

/** A subscription and its secret (the one time it is shown). */
const subscribe = async (values: Row): Promise<{ id: string; secret: string; path: string }> => {
  const path = `/hooks/${tag()}`;
  const created = await app.http
    .post('/api/webhookSubscriptions')
    .send({ name: `Hook ${tag()}`, url: `${receiverUrl}${path}`, ...values })
    .expect(201);
  expect(created.body.revealed).toBeUndefined();
  const made = await app.http.post(`/api/webhookSubscriptions/${created.body.id}/new-secret`).send({}).expect(200);
  expect(made.body.revealed.secret).toMatch(/^whsec_/);
  return { id: created.body.id as string, secret: made.body.revealed.secret as string, path };
};

const at = (path: string) => received.filter((request) => request.path === path);

const deliveriesOf = async (subscriptionId: string): Promise<Row[]> =>
  (await app.http.get('/api/webhookDeliveries').query({ filter: JSON.stringify({ subscriptionId }), sort: JSON.stringify(['createdAt', 'ASC']), range: '[0,99]' }).expect(200)).body as Row[];

/** Due retries now rather than after their backoff, and a delivery round. */
const retryNow = async () => {
  await app.pool.query(`UPDATE "notifications" SET "next_attempt_at" = now() WHERE "channel" = 'webhook' AND "status" = 'pending'`);
  await app.outbox.deliverDue();
};

describe('webhooks', () => {
  it('are made by the top role alone, their secret never in an answer', async () => {
    const manager = await createUser(app, { role: 'manager' });
    const { accessToken: token } = await session(app, manager);
    await app.http.get('/api/webhookSubscriptions').set(bearer(token)).expect(403);
    const roleId = await makeRole();
    const { id } = await subscribe({ resource: 'correspondenceParties', events: ['created'], roleId });
    const row = (await app.http.get(`/api/webhookSubscriptions/${id}`).expect(200)).body;
    expect(row).toMatchObject({ status: 'active', ownerId: expect.any(String), secretSetAt: expect.any(String) });
    expect(JSON.stringify(row)).not.toMatch(/whsec_/);
    await app.http.post(`/api/webhookSubscriptions/${id}/new-secret`).set(bearer(token)).send({}).expect(403);
  });

  it('refuses a loopback, private or link-local URL unless its host is allowed', async () => {
    const roleId = await makeRole();
    // 127.0.0.1 is allowed (the receiver's); another loopback address is not, nor the private and metadata ones.
    for (const url of ['http://127.0.0.2:9/hook', 'http://10.1.2.3/hook', 'http://169.254.169.254/latest', 'http://100.64.0.1/hook']) {
      const refused = await app.http.post('/api/webhookSubscriptions').send({ name: 'Inside', url, resource: 'tasks', events: ['created'], roleId }).expect(400);
      expect(refused.body.errors.url).toMatch(/private network/);
    }
    // A host name without a domain (localhost) is no web address at all.
    await app.http.post('/api/webhookSubscriptions').send({ name: 'Inside', url: 'http://localhost:9/hook', resource: 'tasks', events: ['created'], roleId }).expect(400);
    const arabic = await app.http.post('/api/webhookSubscriptions').set('Accept-Language', 'ar').send({ name: 'Inside', url: 'http://192.168.1.1/', resource: 'tasks', events: ['created'], roleId }).expect(400);
    expect(arabic.body.errors.url).toMatch(/شبكة خاصة/);
    // Events the resource does not have, and resources nobody subscribes to.
    await app.http.post('/api/webhookSubscriptions').send({ name: 'Odd', url: `${receiverUrl}/x`, resource: 'tasks', events: ['exploded'], roleId }).expect(400);
    await app.http.post('/api/webhookSubscriptions').send({ name: 'Odd', url: `${receiverUrl}/x`, resource: 'notifications', events: ['created'], roleId }).expect(400);
  });

  it('delivers a committed write signed, verified by the documented snippet, with only the fields the role may read', async () => {
    const roleId = await makeRole();
    const { id, secret, path } = await subscribe({ resource: 'correspondenceParties', events: ['created', 'updated'], roleId });
    const party = (await app.http.post('/api/correspondenceParties').send({ name: `Federation ${tag()}`, kind: 'federation', email: 'secret.contact@federation.sa', phone: '+966500000001' }).expect(201)).body;
    await expect.poll(() => at(path).length).toBe(1);
    const [delivery] = at(path);
    expect(verifyWebhookSignature(delivery!.body, delivery!.headers['club-signature'] as string, secret)).toBe(true);
    // A body changed on the way, another secret, or an old timestamp: refused.
    expect(verifyWebhookSignature(delivery!.body.replace('federation', 'company'), delivery!.headers['club-signature'] as string, secret)).toBe(false);
    expect(verifyWebhookSignature(delivery!.body, delivery!.headers['club-signature'] as string, 'whsec_other')).toBe(false);
    expect(verifyWebhookSignature(delivery!.body, delivery!.headers['club-signature'] as string, secret, 300, Date.now() + 3_600_000)).toBe(false);
    const payload = JSON.parse(delivery!.body);
    expect(payload).toMatchObject({ id: delivery!.headers['club-event-id'], type: 'correspondenceParties.created', resource: 'correspondenceParties', event: 'created', recordId: party.id });
    expect(payload.data).toMatchObject({ id: party.id, name: party.name, kind: 'federation' });
    // The role holds no personal-contacts grant: the hidden fields are not there at all.
    for (const hidden of ['email', 'phone', 'address']) expect(payload.data).not.toHaveProperty(hidden);
    expect(delivery!.body).not.toContain('secret.contact');
    // The log on the subscription's page.
    await expect.poll(async () => (await deliveriesOf(id)).map((row) => [row.outcome, row.statusCode, row.attempt])).toEqual([['delivered', 200, 1]]);
  });

  it('sends nothing for a rolled-back write, and nothing the role may not read', async () => {
    const roleId = await makeRole();
    const { path } = await subscribe({ resource: 'savedViews', events: ['created'], roleId });
    // A view of a list the role may open is read by it; one of the users list (it may not open) is not.
    const readable = await app.http.post('/api/savedViews').send({ name: `Tasks ${tag()}`, resource: 'tasks', state: { perPage: 25 } }).expect(201);
    const unreadable = await app.http.post('/api/savedViews').send({ name: `Users ${tag()}`, resource: 'users', state: { perPage: 25 } }).expect(201);
    await expect.poll(() => at(path).map((request) => JSON.parse(request.body).recordId)).toContain(readable.body.id);
    await app.outbox.deliverDue();
    expect(at(path).map((request) => JSON.parse(request.body).recordId)).not.toContain(unreadable.body.id);
    const { rows } = await app.pool.query(`SELECT count(*)::int AS "n" FROM "notifications" WHERE "channel" = 'webhook' AND "body" LIKE $1`, [`%${unreadable.body.id}%`]);
    expect(rows[0].n).toBe(0);
    // A write refused after its deliveries were queued (a later hook, in the same transaction) sends nothing.
    const before = (await app.pool.query(`SELECT count(*)::int AS "n" FROM "notifications" WHERE "channel" = 'webhook'`)).rows[0].n;
    failViewWrites = true;
    try {
      await app.http.post('/api/savedViews').send({ name: `Rolled back ${tag()}`, resource: 'tasks', state: { perPage: 25 } }).expect(500);
    } finally {
      failViewWrites = false;
    }
    expect((await app.pool.query(`SELECT count(*)::int AS "n" FROM "notifications" WHERE "channel" = 'webhook'`)).rows[0].n).toBe(before);
  });

  it('retries a delivery the receiver answered 500, and sends it again on request', async () => {
    const roleId = await makeRole();
    const { id, secret, path } = await subscribe({ resource: 'correspondenceParties', events: ['deleted'], roleId });
    const party = (await app.http.post('/api/correspondenceParties').send({ name: `Club ${tag()}`, kind: 'club' }).expect(201)).body;
    answers.set(path, [500, 200]);
    await app.http.delete(`/api/correspondenceParties/${party.id}`).expect(200);
    await expect.poll(() => at(path).length).toBe(1);
    await expect.poll(async () => (await deliveriesOf(id)).map((row) => row.outcome)).toEqual(['failed']);
    await retryNow();
    await expect.poll(() => at(path).length).toBe(2);
    const [first, second] = at(path);
    expect(second!.headers['club-event-id']).toBe(first!.headers['club-event-id']);
    expect(verifyWebhookSignature(second!.body, second!.headers['club-signature'] as string, secret)).toBe(true);
    expect(JSON.parse(second!.body)).toMatchObject({ type: 'correspondenceParties.deleted', recordId: party.id, data: { name: party.name } });
    const log = await deliveriesOf(id);
    expect(log.map((row) => [row.outcome, row.statusCode, row.attempt])).toEqual([['failed', 500, 1], ['delivered', 200, 2]]);
    expect(log[0]!.error).toMatch(/500/);
    expect(log[1]!.durationMs).toEqual(expect.any(Number));
    // "Send again": the same event, delivered once more and logged.
    await app.http.post(`/api/webhookDeliveries/${log[1]!.id}/send-again`).send({}).expect(200);
    await expect.poll(() => at(path).length).toBe(3);
    expect(at(path)[2]!.body).toBe(first!.body);
    await expect.poll(async () => (await deliveriesOf(id)).length).toBe(3);
  });

  it('pauses a subscription that keeps failing and tells its owner', async () => {
    const roleId = await makeRole();
    const { id, path } = await subscribe({ resource: 'correspondenceParties', events: ['created'], roleId });
    answers.set(path, [503]);
    // A day of failures already behind it: the next failure pauses it.
    await app.pool.query(`UPDATE "webhook_subscriptions" SET "failing_since" = now() - interval '25 hours', "failures_in_row" = 3 WHERE "id" = $1`, [id]);
    await app.http.post('/api/correspondenceParties').send({ name: `School ${tag()}`, kind: 'school' }).expect(201);
    await expect.poll(async () => (await app.http.get(`/api/webhookSubscriptions/${id}`).expect(200)).body.status).toBe('paused');
    const owner = (await app.http.get(`/api/webhookSubscriptions/${id}`).expect(200)).body.ownerId;
    const { rows: notices } = await app.pool.query(`SELECT "user_id" AS "userId", "resource", "title", "body" FROM "notification_recipients" WHERE "record_id" = $1`, [id]);
    expect(notices).toEqual([{ userId: owner, resource: 'webhookSubscriptions', title: expect.stringMatching(/^Hook /), body: expect.stringMatching(/Paused after/) }]);
    // Paused: nothing more goes out, and what waits is not sent.
    const sent = at(path).length;
    await app.http.post('/api/correspondenceParties').send({ name: `Company ${tag()}`, kind: 'company' }).expect(201);
    await retryNow();
    expect(at(path).length).toBe(sent);
    // Active again: a clean record, and deliveries resume.
    answers.set(path, [200]);
    const resumed = (await app.http.put(`/api/webhookSubscriptions/${id}`).send({ status: 'active' }).expect(200)).body;
    expect(resumed).toMatchObject({ failuresInRow: 0, failingSince: null });
    await app.http.post('/api/correspondenceParties').send({ name: `Other ${tag()}`, kind: 'other' }).expect(201);
    await expect.poll(() => at(path).length).toBe(sent + 1);
  });

  it("tells a record action by its name, at once after the action's transaction, and not the writes it was not asked for", async () => {
    const id = tag();
    const role = await app.http
      .post('/api/roles')
      .send({ key: `tickets-${id}`, name: `Tickets ${id}`, nameAr: `تذاكر ${id}`, rank: 30, permissions: { supportTickets: ['list', 'show'], allSupportTickets: ['show'] } })
      .expect(201);
    const { path } = await subscribe({ resource: 'supportTickets', events: ['start'], roleId: role.body.id });
    const ticket = (await app.http.post('/api/supportTickets').send({ subject: `Printer ${id}`, description: 'It jams', category: 'technical' }).expect(201)).body;
    await app.http.post(`/api/supportTickets/${ticket.id}/start`).send({}).expect(200);
    await expect.poll(() => at(path).length).toBe(1);
    expect(JSON.parse(at(path)[0]!.body)).toMatchObject({ type: 'supportTickets.start', event: 'start', recordId: ticket.id, data: { status: 'inProgress', subject: `Printer ${id}` } });
    expect(at(path)[0]!.headers['club-event-type']).toBe('supportTickets.start');
  });

  it('pauses a subscription after 20 deliveries given up in a row', async () => {
    const roleId = await makeRole();
    const { id, path } = await subscribe({ resource: 'correspondenceParties', events: ['created'], roleId });
    answers.set(path, [500]);
    await app.pool.query(`UPDATE "webhook_subscriptions" SET "failures_in_row" = 19 WHERE "id" = $1`, [id]);
    await app.http.post('/api/correspondenceParties').send({ name: `Ministry ${tag()}`, kind: 'government' }).expect(201);
    await expect.poll(() => at(path).length).toBe(1);
    // Every attempt but the last leaves it active; the fifth gives the delivery up: the twentieth in a row.
    for (let attempt = 2; attempt <= 5; attempt++) {
      expect((await app.http.get(`/api/webhookSubscriptions/${id}`).expect(200)).body.status).toBe('active');
      await retryNow();
      await expect.poll(() => at(path).length).toBe(attempt);
    }
    await expect.poll(async () => (await app.http.get(`/api/webhookSubscriptions/${id}`).expect(200)).body).toMatchObject({ status: 'paused', failuresInRow: 20 });
  });
});
