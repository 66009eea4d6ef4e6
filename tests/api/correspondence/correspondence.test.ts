import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';

// Issue 13, correspondence: letters numbered by direction and year from the settings, gap-free and
// unique under concurrent registrations; parties, due dates and replies; follow-ups done once.
let app: TestApp;
let partyId: string;
beforeAll(async () => {
  app = await startTestApp();
  partyId = (await app.http.post('/api/correspondenceParties').send({ name: 'Ministry of Sport', kind: 'government' }).expect(201)).body.id;
});
afterAll(() => app?.stop());

const year = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' }).slice(0, 4);
const letter = (values: Record<string, unknown> = {}) =>
  app.http.post('/api/correspondence').send({ direction: 'incoming', partyId, subject: 'Licensing documents', classification: 'request', letterDate: '2026-11-01', ...values });

describe('correspondence', () => {
  it('numbers 50 letters registered at once without a gap or a twice, per direction', async () => {
    const settings = (await app.http.get('/api/correspondenceSettings').expect(200)).body[0];
    await app.http.put(`/api/correspondenceSettings/${settings.id}`).send({ incomingPrefix: 'WR', outgoingPrefix: 'SD', internalPrefix: 'DA', numberDigits: 5 }).expect(200);
    const responses = await Promise.all(Array.from({ length: 50 }, (_, index) => letter({ subject: `Letter ${index}` })));
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
    const numbers = responses.map((response) => response.body.referenceNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => `WR-${year()}-${String(index + 1).padStart(5, '0')}`));
    // A registration refused after it took its number (an answer due before the letter) gives it back;
    // another direction counts on its own.
    await letter({ dueDate: '2026-10-01' }).expect(400);
    expect((await letter().expect(201)).body.referenceNumber).toBe(`WR-${year()}-00051`);
    expect((await letter({ direction: 'internal', partyId: null }).expect(201)).body.referenceNumber).toBe(`DA-${year()}-00001`);
    const clash = await app.http.put(`/api/correspondenceSettings/${settings.id}`).send({ outgoingPrefix: 'WR' }).expect(400);
    expect(clash.body.errors).toHaveProperty('outgoingPrefix');
  });

  it('names the party of a letter from outside, none for an internal one, and sets the answer due', async () => {
    expect((await letter({ partyId: null }).expect(400)).body.errors).toHaveProperty('partyId');
    expect((await letter({ direction: 'internal' }).expect(400)).body.errors).toHaveProperty('partyId');
    const settings = (await app.http.get('/api/correspondenceSettings').expect(200)).body[0];
    const incoming = (await letter().expect(201)).body;
    const due = new Date(Date.parse('2026-11-01') + settings.answerWithinDays * 86_400_000).toISOString().slice(0, 10);
    expect(incoming.dueDate).toBe(due);
    expect((await letter({ dueDate: '2026-10-01' }).expect(400)).body.errors).toHaveProperty('dueDate');
    expect((await app.http.put(`/api/correspondence/${incoming.id}`).send({ direction: 'outgoing' }).expect(400)).body.errors).toHaveProperty('direction');
  });

  it('marks a letter answered by the reply sent to it, and keeps a closed letter closed', async () => {
    const incoming = (await letter().expect(201)).body;
    await letter({ direction: 'outgoing', subject: 'Our answer', replyToId: incoming.id }).expect(201);
    const answered = (await app.http.get(`/api/correspondence/${incoming.id}`).expect(200)).body;
    expect(answered.status).toBe('answered');
    await app.http.put(`/api/correspondence/${incoming.id}`).send({ status: 'closed' }).expect(200);
    const reopened = await app.http.put(`/api/correspondence/${incoming.id}`).set('Accept-Language', 'ar').send({ status: 'inProgress' }).expect(409);
    expect(reopened.body.errors.status).toBe('لا ينتقل حقل «الحالة» من «مغلقة» إلى «قيد المعالجة»');
    // Closed, it is kept as it is.
    const closed = (await app.http.get(`/api/correspondence/${incoming.id}`).expect(200)).body;
    expect((await app.http.put(`/api/correspondence/${incoming.id}`).send({ summary: 'Changed after closing', version: closed.version }).expect(409)).body.message).toBe('This record is “Closed”: it no longer changes');
    await app.http.delete(`/api/correspondence/${incoming.id}`).expect(409);
  });

  it('reminds the assignee once when the answer is late, and again for a new due date once late', async () => {
    const { body: users } = await app.http.get('/api/users').query({ range: '[0,0]' }).expect(200);
    const assignee = users[0].id as string;
    const late = (await letter({ subject: `Late ${Date.now()}`, dueDate: '2026-11-02', assignedToId: assignee }).expect(201)).body;
    const onTime = (await letter({ subject: `On time ${Date.now()}`, dueDate: '2099-01-01', assignedToId: assignee }).expect(201)).body;
    const reminders = async (recordId: string) =>
      ((await app.http.get('/api/notificationRecipients').query({ filter: JSON.stringify({ kind: 'reminder' }), range: '[0,999]' }).expect(200)).body as { resource: string; recordId: string }[]).filter(
        (notice) => notice.resource === 'correspondence' && notice.recordId === recordId,
      );
    // Two runs at once remind once.
    await Promise.all([app.scheduler.runNow('correspondence.lateReminders'), app.scheduler.runNow('correspondence.lateReminders')]);
    expect(await reminders(late.id)).toHaveLength(1);
    expect(await reminders(onTime.id)).toHaveLength(0);
    const reminded = (await app.http.get(`/api/correspondence/${late.id}`).expect(200)).body;
    expect(reminded.reminderSentAt).toBeTruthy();
    await app.scheduler.runNow('correspondence.lateReminders');
    expect(await reminders(late.id)).toHaveLength(1);
    // A new due date, late again: a new reminder.
    await app.http.put(`/api/correspondence/${late.id}`).send({ dueDate: '2026-11-03', version: reminded.version }).expect(200);
    await app.scheduler.runNow('correspondence.lateReminders');
    expect(await reminders(late.id)).toHaveLength(2);
  });

  it('has follow-ups done once, with the time', async () => {
    const incoming = (await letter().expect(201)).body;
    const { body: users } = await app.http.get('/api/users').query({ range: '[0,0]' }).expect(200);
    const followUp = (await app.http.post('/api/correspondenceFollowUps').send({ correspondenceId: incoming.id, action: 'Prepare the file', assignedToId: users[0].id, dueDate: '2026-12-01' }).expect(201)).body;
    expect(followUp.doneAt).toBeNull();
    const done = (await app.http.put(`/api/correspondenceFollowUps/${followUp.id}`).send({ status: 'done' }).expect(200)).body;
    expect(Date.parse(done.doneAt)).toBeGreaterThan(Date.now() - 60_000);
    await app.http.put(`/api/correspondenceFollowUps/${followUp.id}`).send({ status: 'open' }).expect(409);
  });
});
