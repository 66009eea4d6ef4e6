import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createUser } from '../auth-helpers';

// Issue 13, the executive unit: stakeholders placed on the power/interest grid by the server;
// meetings that move forward only, completed with their minutes, and remind their people by email
// before they start (a scheduled job, the lead time from the executive settings).
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const minutes = 60_000;
const inMinutes = (count: number) => new Date(Date.now() + count * minutes).toISOString();

describe('stakeholders', () => {
  it('are placed on the power/interest grid, with contacts in order and a plan for a powerful critic', async () => {
    const strategyOf = async (power: number, interest: number) =>
      (await app.http.post('/api/stakeholders').send({ name: `S ${power}${interest}`, category: 'sponsor', power, interest, attitude: 'supporter' }).expect(201)).body.strategy;
    expect([await strategyOf(5, 5), await strategyOf(4, 2), await strategyOf(2, 4), await strategyOf(3, 3)]).toEqual(['manageClosely', 'keepSatisfied', 'keepInformed', 'monitor']);
    const critic = { name: 'Municipality', category: 'government', power: 4, interest: 2, attitude: 'blocker' };
    expect((await app.http.post('/api/stakeholders').send(critic).expect(400)).body.errors).toHaveProperty('engagementPlan');
    const planned = (await app.http.post('/api/stakeholders').send({ ...critic, engagementPlan: 'Settle the appeal.' }).expect(201)).body;
    // Less power later: the strategy follows.
    expect((await app.http.put(`/api/stakeholders/${planned.id}`).send({ power: 2 }).expect(200)).body.strategy).toBe('monitor');
    const order = await app.http.post('/api/stakeholders').send({ ...critic, attitude: 'neutral', lastContactOn: '2026-05-01', nextContactOn: '2026-04-01' }).expect(400);
    expect(order.body.errors).toHaveProperty('nextContactOn');
  });
});

describe('meetings', () => {
  const meeting = (values: Record<string, unknown> = {}) => app.http.post('/api/meetings').send({ title: 'Board meeting', startsAt: inMinutes(-30), location: 'Main Meeting Room', ...values });

  it('move forward only, are held once started and completed with their minutes', async () => {
    const ahead = (await meeting({ startsAt: inMinutes(24 * 60) }).expect(201)).body;
    expect((await app.http.put(`/api/meetings/${ahead.id}`).send({ status: 'inProgress' }).expect(400)).body.errors).toHaveProperty('startsAt');
    const started = (await meeting().expect(201)).body;
    await app.http.put(`/api/meetings/${started.id}`).send({ status: 'inProgress' }).expect(200);
    expect((await app.http.put(`/api/meetings/${started.id}`).send({ status: 'completed' }).expect(400)).body.errors).toHaveProperty('minutes');
    await app.http.put(`/api/meetings/${started.id}`).send({ status: 'completed', minutes: 'Budget approved.', decisions: 'Release the second instalment.' }).expect(200);
    const back = await app.http.put(`/api/meetings/${started.id}`).set('Accept-Language', 'ar').send({ status: 'scheduled' }).expect(409);
    expect(back.body.errors.status).toBe('لا ينتقل الاجتماع من «مكتمل» إلى «مجدول»');
    expect((await meeting({ isOnline: true, location: undefined }).expect(400)).body.errors).toHaveProperty('meetingLink');
  });

  it('remind the organiser and attendees once before they start, again when moved, never when cancelled or switched off', async () => {
    const settings = (await app.http.get('/api/executiveSettings').expect(200)).body[0];
    await app.http.put(`/api/executiveSettings/${settings.id}`).send({ remindersEnabled: true, reminderLeadMinutes: 60 }).expect(200);
    const [organiser, attendee] = [await createUser(app, { role: 'manager' }), await createUser(app, { role: 'member' })];
    const remindersOf = async (id: string) =>
      (await app.pool.query(`SELECT "recipient" FROM "notifications" WHERE "kind" = 'meetingReminder' AND "body" LIKE $1 ORDER BY "recipient"`, [`%${id}%`])).rows.map((row) => row.recipient);
    const soon = (await meeting({ startsAt: inMinutes(30), organizerId: organiser.id, attendeeIds: [attendee.id, organiser.id] }).expect(201)).body;
    const later = (await meeting({ startsAt: inMinutes(180), organizerId: organiser.id }).expect(201)).body;
    const cancelled = (await meeting({ startsAt: inMinutes(20), organizerId: organiser.id, status: 'cancelled' }).expect(201)).body;

    await Promise.all([app.scheduler.runNow('meetings.reminders'), app.scheduler.runNow('meetings.reminders')]);
    expect(await remindersOf(soon.id)).toEqual([attendee.email, organiser.email].map((email) => email.toLowerCase()).sort());
    expect(await remindersOf(later.id)).toEqual([]);
    expect(await remindersOf(cancelled.id)).toEqual([]);
    expect(await app.scheduler.runNow('meetings.reminders')).toBe(0);

    // Moved to a new time still within the lead: its people hear of it again.
    const moved = (await app.http.put(`/api/meetings/${soon.id}`).send({ startsAt: inMinutes(45) }).expect(200)).body;
    expect(moved.reminderSentAt).toBeNull();
    await app.http.put(`/api/executiveSettings/${settings.id}`).send({ remindersEnabled: false }).expect(200);
    expect(await app.scheduler.runNow('meetings.reminders')).toBe(0);
    await app.http.put(`/api/executiveSettings/${settings.id}`).send({ remindersEnabled: true }).expect(200);
    expect(await app.scheduler.runNow('meetings.reminders')).toBe(1);
    expect(await remindersOf(soon.id)).toHaveLength(4);
  });
});
