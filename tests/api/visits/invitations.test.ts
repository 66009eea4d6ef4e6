import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSampleRecord } from '../../support/samples';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../support/test-app';
import { bearer, createUser, nextIp, session } from '../auth-helpers';

// Issue 13, the visits unit: an invitation moves pending → approved or rejected → checked in →
// checked out (or cancelled) through its actions only, each decision kept with who and when; the
// gate's register follows; each configured message goes out at its moment with its placeholders
// filled, by SMS or email, and none that is switched off.
let app: TestApp;
let host: Record<string, unknown>;
let approver: Record<string, unknown>;
let adminId: string;
beforeAll(async () => {
  // Behind one proxy: each public request names its own client (X-Forwarded-For), not throttled as one.
  app = await startTestApp({ config: { trustProxy: 1 } });
  adminId = (await app.pool.query('SELECT "id" FROM "users" WHERE "email" = $1', [TEST_ADMIN.email])).rows[0].id;
  host = await createSampleRecord(app.http, app.registry, app.registry.get('employees')!);
  approver = await createSampleRecord(app.http, app.registry, app.registry.get('employees')!);
});
afterAll(() => app?.stop());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
const invite = (values: Record<string, unknown> = {}) =>
  app.http.post('/api/invitations').send({ visitorName: 'Fahad Al-Ruwaili', phone: '+966 50 410 9001', hostId: host.id, purpose: 'meeting', visitDate: inDays(2), startTime: '10:00', endTime: '11:30', place: 'Board room', ...values });
const act = (id: string, action: string, body: Record<string, unknown> = {}) => app.http.post(`/api/invitations/${id}/${action}`).send(body);

const MESSAGES = {
  baptismMessage: 'Approve {visitorName} for {hostName}: {link}',
  invitationSentMessage: 'Dear {visitorName}, {hostName} invites you on {date} at {time} in {place}.',
  invitationAcceptanceMessage: 'Approved: {visitorName}, code {code}.',
  invitationLinkMessage: 'Your invitation: {link}',
  visitorEntryMessage: 'Welcome {visitorName}.',
  visitorNotificationMessage: '{visitorName} has arrived: {link}',
  departureMessage: 'Goodbye {visitorName}.',
  surveyMessage: 'Tell us about your visit: {link}',
};

/** Every message switched on (or the given ones off), the approver and the visit survey set. */
const configure = async (off: readonly string[] = [], surveyId: string | null = null) => {
  const [row] = (await app.http.get('/api/invitationSettings').expect(200)).body;
  const values = Object.fromEntries(Object.entries(MESSAGES).flatMap(([name, text]) => [[name, text], [`${name}Enabled`, !off.includes(name)]]));
  await app.http.put(`/api/invitationSettings/${row.id}`).send({ ...values, approverId: approver.id, surveyId }).expect(200);
};

const sentTo = async (recipient: string) =>
  (await app.pool.query(`SELECT "channel", "body" FROM "notifications" WHERE "kind" = 'visit' AND "recipient" = $1 ORDER BY "created_at", "id"`, [recipient])).rows as { channel: string; body: string }[];

beforeEach(() => configure());

describe('an invitation', () => {
  it('gets a code and its host\'s name; its status and decisions are the server\'s', async () => {
    // A status sent with it is not the client's to give.
    const invitation = (await invite({ status: 'approved', decidedAt: '2026-01-01T00:00:00.000Z' }).expect(201)).body;
    expect(invitation).toMatchObject({ status: 'pending', hostName: host.fullNameAr ?? host.fullName, decidedById: null });
    expect(invitation.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect((await invite({ endTime: '09:00' }).expect(400)).body.errors).toHaveProperty('endTime');
    expect((await invite({ visitDate: inDays(-1) }).expect(400)).body.errors).toHaveProperty('visitDate');
  });

  it('moves along its actions only: approved by someone at a time, checked in and out once, with the gate\'s register', async () => {
    const invitation = (await invite().expect(201)).body;
    // Not in a state the action is offered in (its `when`): the engine refuses it, naming the field.
    expect(Object.keys((await act(invitation.id, 'check-in').expect(409)).body.errors)).toEqual(['status']);
    expect((await act(invitation.id, 'reject').expect(400)).body.errors).toHaveProperty('comment');
    const approved = (await act(invitation.id, 'approve', { comment: 'Welcome' }).expect(200)).body;
    expect(approved).toMatchObject({ status: 'approved', decidedById: adminId, decisionComment: 'Welcome' });
    expect(approved.decidedAt).toBeTruthy();
    await act(invitation.id, 'approve').expect(409);
    expect((await act(invitation.id, 'check-in', { gate: 'roof' }).expect(400)).body.errors).toHaveProperty('gate');
    expect((await act(invitation.id, 'check-in', { at: new Date(Date.now() + 3_600_000).toISOString() }).expect(400)).body.errors).toHaveProperty('at');
    // Two guards press at once (recording an entry of 95 minutes ago): one check-in, one register row.
    const at = new Date(Date.now() - 95 * 60_000).toISOString();
    const presses = await Promise.all([act(invitation.id, 'check-in', { gate: 'vip', badgeNumber: 'V-7', at }), act(invitation.id, 'check-in', { gate: 'vip', badgeNumber: 'V-7', at })]);
    expect(presses.map((press) => press.status).sort()).toEqual([200, 409]);
    const [log] = (await app.http.get('/api/visitorLogs').query({ filter: JSON.stringify({ invitationId: invitation.id }) }).expect(200)).body;
    expect(log).toMatchObject({ status: 'inside', gate: 'vip', badgeNumber: 'V-7', visitorName: 'Fahad Al-Ruwaili', hostId: host.id, checkOutAt: null });
    // Edits stop once the visitor is in, but for the notes.
    await app.http.put(`/api/invitations/${invitation.id}`).send({ place: 'Elsewhere' }).expect(409);
    await app.http.put(`/api/invitations/${invitation.id}`).send({ notes: 'Came with a colleague' }).expect(200);
    expect(log.checkInAt).toBe(at);
    await act(invitation.id, 'check-out', { at: new Date(Date.now() - 100 * 60_000).toISOString() }).expect(400);
    expect((await act(invitation.id, 'check-out').expect(200)).body.status).toBe('checkedOut');
    const [left] = (await app.http.get('/api/visitorLogs').query({ filter: JSON.stringify({ invitationId: invitation.id }) }).expect(200)).body;
    expect(left).toMatchObject({ status: 'left', durationMinutes: 95, checkedOutById: adminId });
    await act(invitation.id, 'cancel').expect(409);
    // The register is the server's.
    await app.http.post('/api/visitorLogs').send({ visitorName: 'x' }).expect(405);
  });

  it('is cancelled before the visit only, and a reader without the page may not decide', async () => {
    const invitation = (await invite().expect(201)).body;
    const member = await session(app, await createUser(app, { role: 'member' }));
    await app.anonymous.post(`/api/invitations/${invitation.id}/approve`).set(bearer(member.accessToken)).send({}).expect(403);
    expect((await act(invitation.id, 'cancel').expect(200)).body.status).toBe('cancelled');
    await act(invitation.id, 'approve').expect(409);
  });

  it('sends each enabled message at its moment, placeholders filled, by SMS or else email', async () => {
    const survey = (await app.http.post('/api/surveys').send({ title: 'Visit', status: 'published', questions: [{ question: 'How was it?', questionType: 'single', options: 'Good\nBad', required: true }] }).expect(201)).body;
    await configure(['visitorEntryMessage'], survey.id);
    const invitation = (await invite({ phone: '+966 50 410 9002', visitorName: 'Saleh' }).expect(201)).body;
    const visitor = '+966 50 410 9002';
    let sent = await sentTo(visitor);
    expect(sent).toEqual([{ channel: 'sms', body: `Dear Saleh, ${host.fullNameAr ?? host.fullName} invites you on ${inDays(2)} at 10:00 in Board room.` }]);
    // The approver's authorization notice, with the link to the record.
    const notice = (await sentTo(String(approver.phone ?? approver.email))).at(-1);
    expect(notice?.body).toMatch(new RegExp(`Approve Saleh for .+: https?://.+/Visits/Invitation/${invitation.id}/show`));
    await act(invitation.id, 'approve').expect(200);
    sent = await sentTo(visitor);
    // Messages of one moment share its time: compared in any order.
    expect(sent.slice(1).map((message) => message.body).sort()).toEqual([`Approved: Saleh, code ${invitation.code}.`, expect.stringMatching(new RegExp(`^Your invitation: https?://.+/Invitation/${invitation.id}$`))]);
    await act(invitation.id, 'check-in').expect(200);
    // The welcome is switched off: nothing new for the visitor; the host hears of the arrival.
    expect(await sentTo(visitor)).toHaveLength(3);
    expect((await sentTo(String(host.phone ?? host.email))).at(-1)?.body).toMatch(/^Saleh has arrived: /);
    await act(invitation.id, 'check-out').expect(200);
    sent = await sentTo(visitor);
    // The survey's link carries the number in E.164 and the visitor's own token.
    expect(sent.slice(3).map((message) => message.body).sort()).toEqual(['Goodbye Saleh.', expect.stringMatching(new RegExp(`^Tell us about your visit: .+/formView/${survey.id}/%2B966504109002\\?token=[A-Za-z0-9_-]{43}$`))]);
    // No phone: by email.
    const byEmail = (await invite({ phone: null, email: 'guest@example.sa', visitorName: 'Mona' }).expect(201)).body;
    expect(byEmail.id).toBeTruthy();
    expect((await app.pool.query(`SELECT "channel", "subject" FROM "notifications" WHERE "recipient" = 'guest@example.sa'`)).rows).toEqual([{ channel: 'email', subject: expect.stringContaining('An invitation to visit the club') }]);
  });

  it('is approved in bulk through the same action, each on its own', async () => {
    const ids = await Promise.all([1, 2, 3].map(async (n) => (await invite({ visitorName: `Guest ${n}` }).expect(201)).body.id as string));
    await act(ids[2]!, 'cancel').expect(200);
    const results = await Promise.all(ids.map((id) => act(id, 'approve')));
    expect(results.map((result) => result.status)).toEqual([200, 200, 409]);
  });
});

describe('the public invitation', () => {
  it('shows the visit without sign-in once approved, confirms attendance, and tells nothing of others', async () => {
    const invitation = (await invite({ nationalId: '1012345678' }).expect(201)).body;
    // Pending, it is no public page yet (nor its gate code).
    await app.anonymous.get(`/api/public/invitations/${invitation.id}`).expect(404);
    await app.anonymous.post(`/api/public/invitations/${invitation.id}/confirm`).set('X-Forwarded-For', nextIp()).send({}).expect(404);
    await act(invitation.id, 'approve').expect(200);
    const page = (await app.anonymous.get(`/api/public/invitations/${invitation.id}`).expect(200)).body;
    expect(page).toEqual({
      id: invitation.id, visitorName: 'Fahad Al-Ruwaili', hostName: invitation.hostName, visitDate: inDays(2), startTime: '10:00', endTime: '11:30', place: 'Board room',
      purpose: 'meeting', personsCount: 1, status: 'approved', code: invitation.code, confirmedAt: null,
    });
    const confirmed = (await app.anonymous.post(`/api/public/invitations/${invitation.id}/confirm`).set('X-Forwarded-For', nextIp()).send({}).expect(200)).body;
    expect(confirmed.confirmedAt).toBeTruthy();
    expect(confirmed).not.toHaveProperty('phone');
    await app.anonymous.get('/api/public/invitations/00000000-0000-4000-8000-000000000000').expect(404);
    await app.anonymous.post('/api/public/invitations/00000000-0000-4000-8000-000000000000/confirm').send({}).expect(404);
    await app.anonymous.post(`/api/public/invitations/${invitation.id}/approve`).send({}).expect(404);
  });
});

describe('an invitation order', () => {
  it('is approved as a whole: one approved invitation per visitor, in one transaction', async () => {
    const order = (await app.http
      .post('/api/invitationOrders')
      .send({ requesterId: host.id, purpose: 'guest', visitDate: inDays(3), startTime: '16:00', endTime: '18:00', visitors: [{ visitorName: 'A', phone: '+966 55 000 0001' }, { visitorName: 'B', email: 'b@example.sa' }] })
      .expect(201)).body;
    expect(order).toMatchObject({ status: 'pending', visitorsCount: 2 });
    expect(order.orderNumber).toMatch(/^INV-\d{4}-\d{4}$/);
    expect((await app.http.post('/api/invitationOrders').send({ requesterId: host.id, purpose: 'guest', visitDate: inDays(3), startTime: '16:00', endTime: '18:00', visitors: [] }).expect(400)).body.errors).toHaveProperty('visitors');
    const approved = await Promise.all([app.http.post(`/api/invitationOrders/${order.id}/approve`).send({}), app.http.post(`/api/invitationOrders/${order.id}/approve`).send({})]);
    expect(approved.map((response) => response.status).sort()).toEqual([200, 409]);
    const issued = (await app.http.get('/api/invitations').query({ filter: JSON.stringify({ orderId: order.id }), sort: '["visitorName","ASC"]' }).expect(200)).body;
    expect(issued).toMatchObject([
      { visitorName: 'A', status: 'approved', hostId: host.id, visitDate: inDays(3), startTime: '16:00' },
      { visitorName: 'B', status: 'approved', email: 'b@example.sa' },
    ]);
    expect(new Set(issued.map((invitation: { code: string }) => invitation.code)).size).toBe(2);
    await app.http.put(`/api/invitationOrders/${order.id}`).send({ place: 'x' }).expect(409);
    expect((await sentTo('+966 55 000 0001')).map((message) => message.body)).toContain(`Approved: A, code ${issued[0].code}.`);
  });
});

describe('a vehicle entry', () => {
  it('is in until its exit, which comes after it, with the minutes between', async () => {
    const entry = (await app.http.post('/api/vehicleEntries').send({ plateNumber: '1234 ABD', driverName: 'Driver', entryAt: '2026-05-17T09:00:00.000Z' }).expect(201)).body;
    expect(entry).toMatchObject({ status: 'inside', durationMinutes: null });
    expect((await app.http.put(`/api/vehicleEntries/${entry.id}`).send({ exitAt: '2026-05-17T08:00:00.000Z' }).expect(400)).body.errors).toHaveProperty('exitAt');
    expect((await app.http.put(`/api/vehicleEntries/${entry.id}`).send({ exitAt: '2026-05-17T10:30:00.000Z' }).expect(200)).body).toMatchObject({ status: 'left', durationMinutes: 90 });
    const now = (await app.http.post('/api/vehicleEntries').send({ plateNumber: '55 ح ط', driverName: 'Driver' }).expect(201)).body;
    expect(now.entryAt).toBeTruthy();
    expect((await app.http.post(`/api/vehicleEntries/${now.id}/exit`).send({}).expect(200)).body.status).toBe('left');
    await app.http.post(`/api/vehicleEntries/${now.id}/exit`).send({}).expect(409);
  });
});
