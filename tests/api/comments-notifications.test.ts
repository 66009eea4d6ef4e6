import { issueAccessToken } from '@club/api';
import { loadRegistry } from '@club/schema/node';
import { createSampleRecord } from '../support/samples';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSmtp, type LocalSmtp } from '../support/mail-and-sms';
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/test-app';
import { bearer, createUser, requestsWith, type TestUser } from './auth-helpers';

// Comments on any record and the notifications people control (issue 49; api/src/comments,
// api/src/notifications): a mention tells the colleague as they chose (in the app, by email), the
// club may require a channel, nobody who may not read the record sees its comments or is told of
// them, only a comment's author changes it, and the audit trail keeps every write.
type Row = Record<string, unknown>;
let app: TestApp;
let smtp: LocalSmtp;
let author: TestUser;
let colleague: TestUser;
let outsider: TestUser;
const tokens: Record<string, string> = {};
let ticketId: string;

beforeAll(async () => {
  app = await startTestApp({ config: { integrationAllowedHosts: ['127.0.0.1'] } });
  const account = { username: 'office', password: 'mail-pass-123' };
  smtp = await startLocalSmtp(account);
  await app.http
    .put('/api/integrations/smtp')
    .send({ settings: { host: '127.0.0.1', port: smtp.port, secure: false, username: account.username, password: account.password, from: 'office@club.sa' }, currentPassword: TEST_ADMIN.password })
    .expect(200);
  // Managers see every ticket; a member only the tickets they filed or handle.
  [author, colleague, outsider] = await Promise.all([
    createUser(app, { role: 'manager', firstName: 'Sara', lastName: 'Author', firstNameAr: 'سارة' }),
    createUser(app, { role: 'manager', firstName: 'Khalid', lastName: 'Colleague', firstNameAr: 'خالد', lastNameAr: 'الزميل' }),
    createUser(app, { role: 'member', firstName: 'Omar', lastName: 'Outsider' }),
  ]);
  for (const user of [author, colleague, outsider]) tokens[user.id] = await issueAccessToken(app, user.id);
  ticketId = (await app.http.post('/api/supportTickets').send({ subject: 'Projector broken', description: 'The hall projector does not start', category: 'technical' }).expect(201)).body.id;
});
afterAll(async () => {
  await smtp?.stop();
  await app?.stop();
});

const as = (user: TestUser) => requestsWith(app.url, tokens[user.id]!);
const threadOf = (id: string) => `/api/supportTickets/${id}/comments`;
const noticesOf = async (user: TestUser, kind: string) =>
  (await app.pool.query(`SELECT "kind", "resource", "record_id" AS "recordId", "body" FROM "notification_recipients" WHERE "user_id" = $1 AND "kind" = $2 ORDER BY "created_at"`, [user.id, kind])).rows as Row[];
const emailsOf = async (user: TestUser, kind = 'notice') =>
  (await app.pool.query(`SELECT "subject", "recipient" FROM "notifications" WHERE "user_id" = $1 AND "kind" = $2 AND "channel" = 'email' ORDER BY "created_at"`, [user.id, kind])).rows as Row[];
const choose = (user: TestUser, preferences: Row) => app.crud.update('users', user.id, { preferences });

describe('a comment with a mention', () => {
  it('tells the colleague in the app and by email, and the record’s followers that it was commented', async () => {
    const comment = (await as(author).post(threadOf(ticketId)).send({ body: 'Khalid, can you look at it?', mentionIds: [colleague.id] }).expect(201)).body;
    expect(comment).toMatchObject({ resource: 'supportTickets', recordId: ticketId, authorId: author.id, mentionIds: [colleague.id] });
    expect(await noticesOf(colleague, 'mentioned')).toEqual([{ kind: 'mentioned', resource: 'supportTickets', recordId: ticketId, body: 'Khalid, can you look at it?' }]);
    // The ticket's requester (who filed it) follows it: told of the comment, never of their own.
    expect(await noticesOf({ id: (await app.crud.getOne('supportTickets', ticketId)).requesterId } as TestUser, 'commented')).toHaveLength(1);
    expect(await noticesOf(author, 'commented')).toEqual([]);
    const [email] = await emailsOf(colleague);
    expect(email!.subject).toContain('You were mentioned on');
    await app.outbox.deliverDue();
    await expect.poll(() => smtp.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === String(email!.recipient).toLowerCase())).length).toBe(1);
    // The thread reads with its people's names in both languages.
    const answer = (await as(colleague).get(threadOf(ticketId)).expect(200)).body;
    expect(answer.comments.map((row: Row) => row.body)).toEqual(['Khalid, can you look at it?']);
    expect(answer.names[colleague.id]).toEqual({ en: 'Khalid Colleague', ar: 'خالد الزميل' });
    expect(answer.following).toBe(true);
  });

  it('honours the colleague’s settings channel by channel, and the club’s required ones over them', async () => {
    await choose(colleague, { notifications: { mentioned: { inApp: false, email: true } } });
    await as(author).post(threadOf(ticketId)).send({ body: 'Any news?', mentionIds: [colleague.id] }).expect(201);
    expect(await noticesOf(colleague, 'mentioned')).toHaveLength(1);
    expect(await emailsOf(colleague)).toHaveLength(2);
    await choose(colleague, { notifications: { mentioned: { inApp: true, email: false } } });
    await as(author).post(threadOf(ticketId)).send({ body: 'Still waiting', mentionIds: [colleague.id] }).expect(201);
    expect(await noticesOf(colleague, 'mentioned')).toHaveLength(2);
    expect(await emailsOf(colleague)).toHaveLength(2);
    // The club requires mentions by email: the colleague's "off" gives way.
    const policy = (await app.http.get('/api/notificationPolicy').expect(200)).body[0];
    await app.http.put(`/api/notificationPolicy/${policy.id}`).send({ required: ['mentionedEmail'], version: policy.version }).expect(200);
    await as(author).post(threadOf(ticketId)).send({ body: 'Please answer', mentionIds: [colleague.id] }).expect(201);
    expect(await emailsOf(colleague)).toHaveLength(3);
    const after = (await app.http.get('/api/notificationPolicy').expect(200)).body[0];
    await app.http.put(`/api/notificationPolicy/${after.id}`).send({ required: [], version: after.version }).expect(200);
  });

  it('comes in the daily digest instead, for whoever chose it', async () => {
    await choose(colleague, { notificationDigest: { enabled: true, hour: 0 } });
    const before = (await emailsOf(colleague)).length;
    await as(author).post(threadOf(ticketId)).send({ body: 'For your digest', mentionIds: [colleague.id] }).expect(201);
    expect(await emailsOf(colleague)).toHaveLength(before);
    expect(await app.scheduler.runNow('notifications.dailyDigest')).toBeGreaterThanOrEqual(1);
    const [digest] = await emailsOf(colleague, 'digest');
    expect(digest!.subject).toContain('Your notifications of');
    // Once a day.
    await app.scheduler.runNow('notifications.dailyDigest');
    expect(await emailsOf(colleague, 'digest')).toHaveLength(1);
    await choose(colleague, {});
  });
});

describe('a record’s read rules', () => {
  it('keep its comments from whoever may not read it, and them from its mentions and notices', async () => {
    // The member neither filed nor handles the ticket: it is not found for them, nor its thread.
    await as(outsider).get(`/api/supportTickets/${ticketId}`).expect(404);
    await as(outsider).get(threadOf(ticketId)).expect(404);
    await as(outsider).post(threadOf(ticketId)).send({ body: 'Let me in' }).expect(404);
    await as(outsider).get('/api/recordComments').expect(403);
    // Nobody can mention them into it: refused with their name, and never offered.
    const refused = (await as(author).post(threadOf(ticketId)).set('Accept-Language', 'en').send({ body: 'Omar?', mentionIds: [outsider.id] }).expect(400)).body;
    expect(refused.errors.mentionIds).toBe('Omar Outsider cannot see this record, so they cannot be mentioned here');
    expect((await as(author).get(`/api/supportTickets/${ticketId}/mentionable?q=Omar`).expect(200)).body).toEqual([]);
    expect((await as(author).get(`/api/supportTickets/${ticketId}/mentionable?q=${encodeURIComponent('خالد')}`).expect(200)).body).toEqual([{ id: colleague.id, name: 'Khalid Colleague', nameAr: 'خالد الزميل' }]);
    // A follow they chose does not reach them either: a change tells them nothing.
    await app.crud.create('recordFollowers', { resource: 'supportTickets', recordId: ticketId, userId: outsider.id, following: true }, 'en', { effect: { resource: 'supportTickets', id: ticketId, action: 'follow', locale: 'en' } });
    const ticket = await app.crud.getOne('supportTickets', ticketId);
    await as(author).put(`/api/supportTickets/${ticketId}`).send({ priority: 'high', version: ticket.version }).expect(200);
    expect(await noticesOf(colleague, 'changed')).toHaveLength(1);
    const outsiderNotices = await app.pool.query(`SELECT 1 FROM "notification_recipients" WHERE "user_id" = $1`, [outsider.id]);
    expect(outsiderNotices.rowCount).toBe(0);
  });

  it('let a follower stop following, and tell the new assignee once', async () => {
    await as(colleague).put(`/api/supportTickets/${ticketId}/following`).send({ following: false }).expect(200);
    expect((await as(colleague).get(`/api/supportTickets/${ticketId}/following`).expect(200)).body).toEqual({ following: false });
    const ticket = await app.crud.getOne('supportTickets', ticketId);
    await as(author).put(`/api/supportTickets/${ticketId}`).send({ priority: 'urgent', assigneeId: outsider.id, version: ticket.version }).expect(200);
    expect(await noticesOf(colleague, 'changed')).toHaveLength(1);
    // The assignee may now read it (their scope): told of the assignment, not also of the change.
    expect(await noticesOf(outsider, 'assigned')).toHaveLength(1);
    expect(await noticesOf(outsider, 'changed')).toHaveLength(0);
  });
});

describe('a comment', () => {
  it('is changed and deleted by its author only, each write in the audit trail', async () => {
    const comment = (await as(author).post(threadOf(ticketId)).send({ body: 'First draft' }).expect(201)).body;
    const path = `${threadOf(ticketId)}/${comment.id}`;
    await as(colleague).put(path).set('Accept-Language', 'en').send({ body: 'Hijacked', version: comment.version }).expect(403);
    await as(colleague).delete(path).expect(403);
    await app.http.put(`/api/recordComments/${comment.id}`).send({ body: 'Admin edit', version: comment.version }).expect(403);
    const edited = (await as(author).put(path).send({ body: 'Second draft', version: comment.version }).expect(200)).body;
    expect(edited).toMatchObject({ body: 'Second draft', editedAt: expect.any(String) });
    // A comment of this thread only: another record's path does not reach it.
    const other = (await app.http.post('/api/supportTickets').send({ subject: 'Other', description: 'Other', category: 'other' }).expect(201)).body.id;
    await as(author).delete(`${threadOf(other)}/${comment.id}`).expect(404);
    await as(author).delete(path).expect(200);
    const audit = (await app.http.get(`/api/auditLogs?filter=${encodeURIComponent(JSON.stringify({ resource: 'recordComments', recordId: comment.id }))}`).expect(200)).body as Row[];
    expect(audit.map((entry) => [entry.action, entry.actorId]).sort()).toEqual([['create', author.id], ['delete', author.id], ['update', author.id]]);
  });
});

describe('a volunteer decision', () => {
  it('is told to the volunteer at the email and phone of the application, in both languages', async () => {
    const registry = await loadRegistry();
    const sample = await createSampleRecord(app.http, registry, registry.get('volunteerAssignments')!, 0, { status: 'applied' });
    await app.http.post(`/api/volunteerAssignments/${sample.id}/accept`).send({}).expect(200);
    // Its details are its volunteer's, as kept on file.
    const application = await app.crud.getOne('volunteerAssignments', String(sample.id));
    const email = String(application.email).toLowerCase();
    const { rows } = await app.pool.query(`SELECT "channel", "recipient", "subject" FROM "notifications" WHERE "kind" = 'notice' AND "recipient" IN ($1, $2) ORDER BY "channel"`, [email, application.phone]);
    expect(rows).toEqual([
      { channel: 'email', recipient: email, subject: expect.stringMatching(/^تم قبولك متطوعًا: .+ · You are accepted as a volunteer: /) },
      { channel: 'sms', recipient: application.phone, subject: null },
    ]);
  });
});
