import { Scheduler } from '@club/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { newEmployee, newPosition, person } from './hr-fixtures';

// Issue 12: contracts about to end are announced through the outbox (a scheduled job, once per
// contract and end date); circulars count whom they address and keep who read them.
let app: TestApp;
let departmentId: string;
let positionId: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ departmentId, positionId } = await newPosition(app));
});
afterAll(() => app?.stop());

const dateFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });

describe('scheduled jobs', () => {
  it('run a due job once across instances, and not again before its period is over', async () => {
    let runs = 0;
    const job = { everyMinutes: 60, run: async () => (runs += 1) };
    const [first, second] = [new Scheduler(app.pool), new Scheduler(app.pool)];
    first.add('test.counter', job);
    second.add('test.counter', job);
    await Promise.all([first.runDueJobs(), second.runDueJobs()]);
    expect(runs).toBe(1);
    await second.runDueJobs();
    expect(runs).toBe(1);
    expect(await first.runNow('test.counter')).toBe(2);
  });

  it('leave a failed run due, with its error kept', async () => {
    const scheduler = new Scheduler(app.pool);
    let fail = true;
    scheduler.add('test.flaky', { everyMinutes: 60, run: async () => { if (fail) throw new Error('mail server away'); return 1; } });
    await scheduler.runDueJobs();
    const { rows } = await app.pool.query('SELECT "last_run_at", "last_error" FROM "scheduled_jobs" WHERE "name" = $1', ['test.flaky']);
    expect(rows[0]).toMatchObject({ last_run_at: null, last_error: 'mail server away' });
    fail = false;
    await scheduler.runDueJobs();
    expect((await app.pool.query('SELECT "last_done", "last_error" FROM "scheduled_jobs" WHERE "name" = $1', ['test.flaky'])).rows[0]).toEqual({ last_done: 1, last_error: null });
  });
});

describe('contract end reminders', () => {
  const remindersTo = async (number: string) =>
    (await app.pool.query(`SELECT "recipient" FROM "notifications" WHERE "kind" = 'contractExpiry' AND "subject" LIKE $1 ORDER BY "recipient"`, [`%${number}%`])).rows.map((row) => row.recipient);

  it('tell HR and the manager once, 60 days ahead, and again for a new end date', async () => {
    const settings = (await app.http.get('/api/hrSettings').expect(200)).body[0];
    await app.http.put(`/api/hrSettings/${settings.id}`).send({ hrEmail: 'hr.mailbox@club.sa', contractReminderDays: 60 }).expect(200);
    const manager = await person(app, 'manager');
    await app.http.put(`/api/departments/${departmentId}`).send({ managerId: manager.id }).expect(200);
    const contractOf = async (endsIn: number) => {
      const employee = await newEmployee(app, positionId);
      return (await app.http.post('/api/employeeContracts').send({ employeeId: employee.id, contractType: 'fixedTerm', startDate: dateFromToday(-300), endDate: dateFromToday(endsIn) }).expect(201)).body;
    };
    const soon = await contractOf(50);
    const later = await contractOf(70);
    const renewed = await contractOf(10);
    await app.http.post('/api/employeeContracts').send({ employeeId: renewed.employeeId, contractType: 'fixedTerm', startDate: dateFromToday(11), endDate: dateFromToday(400), renewalOfId: renewed.id }).expect(201);

    await Promise.all([app.scheduler.runNow('employeeContracts.endReminders'), app.scheduler.runNow('employeeContracts.endReminders')]);
    expect(await remindersTo(soon.number)).toEqual(['hr.mailbox@club.sa', manager.email.toLowerCase()].sort());
    expect(await remindersTo(later.number)).toEqual([]);
    expect(await remindersTo(renewed.number)).toEqual([]);
    const [message] = (await app.pool.query(`SELECT "subject", "body" FROM "notifications" WHERE "kind" = 'contractExpiry' AND "subject" LIKE $1`, [`%${soon.number}%`])).rows;
    expect(message.body).toContain(`/hr/ContractRenewal/${soon.id}/show`);
    expect(message.subject).toContain(dateFromToday(50));
    expect((await app.http.get(`/api/employeeContracts/${soon.id}`).expect(200)).body.reminderSentAt).toBeTruthy();

    expect(await app.scheduler.runNow('employeeContracts.endReminders')).toBe(0);
    expect(await remindersTo(soon.number)).toHaveLength(2);

    // Extended to a date still within the window: announced afresh.
    const extended = (await app.http.put(`/api/employeeContracts/${soon.id}`).send({ endDate: dateFromToday(55) }).expect(200)).body;
    expect(extended.reminderSentAt).toBeNull();
    expect(await app.scheduler.runNow('employeeContracts.endReminders')).toBe(1);
    expect(await remindersTo(soon.number)).toHaveLength(4);
  });

  it('refuse a reminder period outside 7–180 days', async () => {
    const settings = (await app.http.get('/api/hrSettings').expect(200)).body[0];
    const response = await app.http.put(`/api/hrSettings/${settings.id}`).send({ contractReminderDays: 3 }).expect(400);
    expect(response.body.errors.contractReminderDays).toBeTruthy();
  });
});

describe('circulars', () => {
  it('count the employees a published circular reaches, and keep one receipt per reader', async () => {
    const [reader, colleague, outsider] = [await person(app, 'member'), await person(app, 'member'), await person(app, 'member')];
    await newEmployee(app, positionId, { userId: reader.id });
    await newEmployee(app, positionId, { userId: colleague.id });
    await newEmployee(app, positionId);
    const elsewhere = await newPosition(app);
    await newEmployee(app, elsewhere.positionId, { userId: outsider.id });
    const { rows } = await app.pool.query(`SELECT count(*)::int AS "n" FROM "employees" WHERE "department_id" = $1 AND "user_id" IS NOT NULL AND "status" IN ('active', 'onLeave')`, [departmentId]);

    const circular = { referenceNumber: `HR-2026-${String(Date.now()).slice(-5)}`, title: 'Fingerprint attendance only', body: 'From next month attendance is proved by the fingerprint reader alone.', requiresAcknowledgement: true, departmentId };
    const draft = (await app.http.post('/api/internalBulletins').send({ ...circular, status: 'draft' }).expect(201)).body;
    expect(draft.audienceSize).toBeNull();
    // A draft is not acknowledged: the action is offered on published circulars only (its `when`).
    expect(Object.keys((await reader.as.post(`/api/internalBulletins/${draft.id}/acknowledge`).send({}).expect(409)).body.errors)).toEqual(['status']);

    const published = (await app.http.put(`/api/internalBulletins/${draft.id}`).send({ status: 'published', version: draft.version }).expect(200)).body;
    expect(published.audienceSize).toBe(rows[0].n);
    expect(published.readCount).toBe(0);

    // Five clicks at once: one receipt; the count moves once per reader, an effect of their acknowledgement (its version with it).
    const clicks = await Promise.all(Array.from({ length: 5 }, () => reader.as.post(`/api/internalBulletins/${draft.id}/acknowledge`).send({})));
    expect(clicks.map((click) => click.status)).toEqual([200, 200, 200, 200, 200]);
    await colleague.as.post(`/api/internalBulletins/${draft.id}/acknowledge`).send({}).expect(200);
    const read = (await app.http.get(`/api/internalBulletins/${draft.id}`).expect(200)).body;
    expect(read).toMatchObject({ readCount: 2, version: published.version + 2 });
    // The trail names the reader and the acknowledgement that moved the count.
    const trail = (await app.http.get('/api/auditLogs').query({ filter: JSON.stringify({ resource: 'internalBulletins', recordId: draft.id }), sort: '["createdAt","DESC"]' }).expect(200)).body;
    expect(trail[0]).toMatchObject({ action: 'update', actorId: colleague.id, causeResource: 'internalBulletins', causeRecordId: draft.id, causeAction: 'acknowledge' });
    expect(trail[0].changes).toEqual({ readCount: { old: 1, new: 2 } });

    const refused = await outsider.as.post(`/api/internalBulletins/${draft.id}/acknowledge`).set('Accept-Language', 'ar').send({}).expect(403);
    expect(refused.body.message).toBe('هذا التعميم موجّه إلى إدارة أخرى');

    const receipts = (await app.http.get('/api/circularReceipts').query({ filter: JSON.stringify({ bulletinId: draft.id }), sort: JSON.stringify(['readAt', 'ASC']) }).expect(200)).body;
    expect(receipts.map((receipt: { userId: string }) => receipt.userId).sort()).toEqual([reader.id, colleague.id].sort());
    expect(receipts[0]).toMatchObject({ departmentId, readerName: expect.stringMatching(/\S/) });
    // Who read what is HR's to see, not every reader's.
    await reader.as.get('/api/circularReceipts').expect(403);
    await app.http.post('/api/circularReceipts').send({ bulletinId: draft.id, userId: reader.id, readerName: 'x', readAt: new Date().toISOString() }).expect(405);
  });

  it('reach every employee with an account when no department is named', async () => {
    const { rows } = await app.pool.query(`SELECT count(*)::int AS "n" FROM "employees" WHERE "user_id" IS NOT NULL AND "status" IN ('active', 'onLeave')`);
    const circular = (await app.http.post('/api/internalBulletins').send({ referenceNumber: `IC-2026-${String(Date.now()).slice(-5)}`, title: 'Evacuation drill', body: 'Wednesday at 11:00.', status: 'published' }).expect(201)).body;
    expect(circular.audienceSize).toBe(rows[0].n);
    const member = await person(app, 'member');
    // An account that is no employee's (a board member) still acknowledges a circular for everyone.
    expect((await member.as.post(`/api/internalBulletins/${circular.id}/acknowledge`).send({}).expect(200)).body.readCount).toBe(1);
  });
});
