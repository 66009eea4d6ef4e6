import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { nextIp } from '../auth-helpers';
import { codeIn } from '../outbox-helpers';
import { at, days, nationalId, tag } from './fixtures';

// Issue 16, events and volunteering: participants never beyond an event's capacity (also when
// registering at once) and only while registration is open; volunteers sign up and check in through
// the opportunity's two public links; never more accepted than needed; approved hours add up on the
// volunteer, rejected ones never.
let app: TestApp;
beforeAll(async () => {
  // Each public sign-up from an address of its own: the public forms allow a few per address.
  app = await startTestApp({ config: { trustProxy: 1 } });
});
afterAll(() => app?.stop());

const makeEvent = async (values: Record<string, unknown> = {}) =>
  (await app.http.post('/api/events').send({ title: `Event ${tag()}`, titleAr: 'فعالية', type: 'openDay', startsAt: at(10, 6), endsAt: at(10, 12), capacity: 3, status: 'published', ...values }).expect(201)).body;
const register = (eventId: string, values: Record<string, unknown> = {}) =>
  app.http.post('/api/eventParticipants').send({ eventId, fullName: `Guest ${tag()}`, phone: `+966 55 ${String(Math.floor(Math.random() * 900) + 100)} ${String(Math.floor(Math.random() * 9000) + 1000)}`, ...values });

describe('event participants', () => {
  it('never outnumber the event\'s capacity, also when registering at once', async () => {
    const event = await makeEvent();
    const answers = await Promise.all(Array.from({ length: 7 }, () => register(event.id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toMatch(/event is full: its 3 places/);
    expect((await app.http.get(`/api/events/${event.id}`).expect(200)).body.participantCount).toBe(3);
    // A cancelled registration frees its place; the capacity cannot drop below those registered.
    const one = answers.find((answer) => answer.status === 201)!.body;
    await app.http.put(`/api/eventParticipants/${one.id}`).send({ status: 'cancelled', version: one.version }).expect(200);
    await register(event.id).expect(201);
    const current = (await app.http.get(`/api/events/${event.id}`).expect(200)).body;
    await app.http.put(`/api/events/${event.id}`).send({ capacity: 2, version: current.version }).expect(409);
  });

  it('register only for a published event within its registration window, and are checked in with the time', async () => {
    await register((await makeEvent({ status: 'draft' })).id).expect(409);
    await register((await makeEvent({ registrationClosesAt: at(-1, 12) })).id).expect(409);
    await register((await makeEvent({ registrationOpensAt: at(2, 6) })).id).expect(409);
    const event = await makeEvent({ capacity: 10 });
    const guest = (await register(event.id).expect(201)).body;
    expect(guest.registeredAt).toEqual(expect.any(String));
    // Not absent before it starts; present at any time, with the time kept.
    await app.http.put(`/api/eventParticipants/${guest.id}`).send({ status: 'noShow', version: guest.version }).expect(409);
    const attended = (await app.http.put(`/api/eventParticipants/${guest.id}`).send({ status: 'attended', version: guest.version }).expect(200)).body;
    expect(attended.checkedInAt).toEqual(expect.any(String));
    await app.http.put(`/api/eventParticipants/${guest.id}`).send({ status: 'registered', version: attended.version }).expect(409);
  });

  it('keep an event\'s times and window in order and within its venue', async () => {
    await app.http.post('/api/events').send({ title: 'Backwards', titleAr: 'عكسي', type: 'other', startsAt: at(5, 12), endsAt: at(5, 10), capacity: 10 }).expect(400);
    await app.http.post('/api/events').send({ title: 'Window', titleAr: 'نافذة', type: 'other', startsAt: at(5, 10), endsAt: at(5, 12), capacity: 10, registrationOpensAt: at(4, 10), registrationClosesAt: at(3, 10) }).expect(400);
    const hall = (await app.http.post('/api/facilities').send({ name: `Hall ${tag()}`, type: 'hall', capacity: 50 }).expect(201)).body;
    const refused = await app.http.post('/api/events').send({ title: 'Too big', titleAr: 'كبير', type: 'ceremony', venueId: hall.id, startsAt: at(5, 10), endsAt: at(5, 12), capacity: 80 }).expect(400);
    expect(refused.body.errors.capacity).toMatch(/holds 50/);
    // A place under maintenance holds no published event (a draft may wait for it).
    const shut = (await app.http.post('/api/facilities').send({ name: `Hall ${tag()}`, type: 'hall', capacity: 50, status: 'underMaintenance' }).expect(201)).body;
    const draft = (await app.http.post('/api/events').send({ title: 'Later', titleAr: 'لاحقًا', type: 'ceremony', venueId: shut.id, startsAt: at(5, 10), endsAt: at(5, 12), capacity: 40 }).expect(201)).body;
    expect((await app.http.put(`/api/events/${draft.id}`).send({ status: 'published', version: draft.version }).expect(409)).body.errors.venueId).toMatch(/under maintenance/);
    // A published event keeps taking registrations if its venue closes since: its count is no edit of the event.
    const held = await makeEvent({ venueId: hall.id, capacity: 10 });
    const venue = (await app.http.get(`/api/facilities/${hall.id}`).expect(200)).body;
    await app.http.put(`/api/facilities/${hall.id}`).send({ status: 'underMaintenance', version: venue.version }).expect(200);
    await register(held.id).expect(201);
    expect((await app.http.get(`/api/events/${held.id}`).expect(200)).body).toMatchObject({ participantCount: 1, version: held.version + 1 });
  });
});

describe('volunteering', () => {
  const makeOpportunity = async (values: Record<string, unknown> = {}) =>
    (await app.http.post('/api/eventOpportunities').send({ title: `Stewards ${tag()}`, titleAr: 'منظمون', location: 'Main Stadium', startsAt: at(-1, 5), endsAt: at(2, 18), requiredVolunteers: 2, hoursPerDay: 6, status: 'published', ...values }).expect(201)).body;
  const signUp = (opportunityId: string, values: Record<string, unknown> = {}) =>
    app.anonymous.post(`/api/public/eventOpportunities/${opportunityId}`).set('X-Forwarded-For', nextIp()).send({ fullName: `Volunteer ${tag()}`, nationalId: nationalId(), phone: '+966 55 444 2211', ...values });
  const codesSent = async () => (await app.pool.query(`SELECT "body" FROM "notifications" WHERE "kind" = 'otp' AND "channel" = 'sms' ORDER BY "created_at", "id"`)).rows as { body: string }[];
  /** The attendance link's two steps: asks for a code for the ID, and checks in with the one the phone on file got (if any did), expecting `status`. */
  const checkIn = async (opportunityId: string, id: string, status: number) => {
    const before = (await codesSent()).length;
    await app.anonymous.post(`/api/public/eventOpportunities/${opportunityId}/forms/attendance/code`).set('X-Forwarded-For', nextIp()).send({ nationalId: id });
    const sent = await codesSent();
    const code = sent.length > before ? codeIn(sent.at(-1)!.body) : undefined;
    return (await app.anonymous.post(`/api/public/eventOpportunities/${opportunityId}/forms/attendance`).set('X-Forwarded-For', nextIp()).send({ nationalId: id, ...(code ? { code } : {}) }).expect(status)).body;
  };
  const assignmentOf = async (opportunityId: string, id: string) =>
    (await app.http.get('/api/volunteerAssignments').query({ filter: JSON.stringify({ opportunityId, nationalId: id }) }).expect(200)).body[0];
  // A national ID is sensitive: never searched, looked up exactly by those who may read it.
  const volunteerOf = async (id: string) => (await app.http.get('/api/volunteers').query({ filter: JSON.stringify({ nationalId: id }) }).expect(200)).body[0];

  it('sign up through the public link: the volunteer is made once, applies once, and waits for a decision', async () => {
    const opportunity = await makeOpportunity();
    const id = nationalId();
    await signUp(opportunity.id, { nationalId: id, fullName: 'سارة العتيبي' }).expect(201);
    const volunteer = await volunteerOf(id);
    expect(volunteer).toMatchObject({ fullName: 'سارة العتيبي', status: 'active' });
    expect(await assignmentOf(opportunity.id, id)).toMatchObject({ volunteerId: volunteer.id, source: 'publicLink', status: 'applied' });
    // Again: the same answer, and still one application (the answer never tells whether an ID is on file).
    await signUp(opportunity.id, { nationalId: id }).expect(201);
    expect((await app.http.get('/api/volunteerAssignments').query({ filter: JSON.stringify({ opportunityId: opportunity.id }) }).expect(200)).body).toHaveLength(1);
    // The same person on another opportunity is the same volunteer.
    await signUp((await makeOpportunity()).id, { nationalId: id }).expect(201);
    expect((await app.http.get('/api/volunteers').query({ filter: JSON.stringify({ nationalId: id }) }).expect(200)).body).toHaveLength(1);
    // Only the form's fields; a draft opportunity is no page; a blocked volunteer is told "received" and nothing is filed.
    await signUp(opportunity.id, { status: 'accepted' }).expect(400);
    await signUp((await makeOpportunity({ status: 'draft' })).id).expect(404);
    const blocked = (await app.http.post('/api/volunteers').send({ fullName: 'Blocked', nationalId: nationalId(), phone: '+966 55 000 0000', status: 'blocked' }).expect(201)).body;
    await signUp(opportunity.id, { nationalId: blocked.nationalId }).expect(201);
    expect((await app.http.get('/api/volunteerAssignments').query({ filter: JSON.stringify({ volunteerId: blocked.id }) }).expect(200)).body).toEqual([]);
  });

  it('accept no more volunteers than the opportunity needs, also when deciding at once', async () => {
    const opportunity = await makeOpportunity({ requiredVolunteers: 2 });
    const ids = [nationalId(), nationalId(), nationalId(), nationalId()];
    for (const id of ids) await signUp(opportunity.id, { nationalId: id }).expect(201);
    const assignments = await Promise.all(ids.map((id) => assignmentOf(opportunity.id, id)));
    const answers = await Promise.all(assignments.map((assignment) => app.http.put(`/api/volunteerAssignments/${assignment.id}`).send({ status: 'accepted', version: assignment.version })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 409, 409]);
    const accepted = answers.find((answer) => answer.status === 200)!.body;
    expect(accepted).toMatchObject({ decidedById: expect.any(String), decidedAt: expect.any(String) });
    expect((await app.http.get(`/api/eventOpportunities/${opportunity.id}`).expect(200)).body.acceptedCount).toBe(2);
    // A rejection says why.
    const waiting = assignments[answers.findIndex((answer) => answer.status === 409)]!;
    await app.http.put(`/api/volunteerAssignments/${waiting.id}`).send({ status: 'rejected', version: waiting.version }).expect(400);
    await app.http.put(`/api/volunteerAssignments/${waiting.id}`).send({ status: 'rejected', rejectionReason: 'Team complete', version: waiting.version }).expect(200);
  });

  it('check in through the attendance link: accepted volunteers only, once a day, the day\'s hours waiting for approval', async () => {
    const opportunity = await makeOpportunity({ hoursPerDay: 5 });
    const id = nationalId();
    await signUp(opportunity.id, { nationalId: id }).expect(201);
    // Not accepted yet: no code reaches them, and without one nothing is logged.
    expect((await checkIn(opportunity.id, id, 400)).errors).toHaveProperty('code');
    await checkIn(opportunity.id, nationalId(), 400);
    const assignment = await assignmentOf(opportunity.id, id);
    await app.http.put(`/api/volunteerAssignments/${assignment.id}`).send({ status: 'accepted', version: assignment.version }).expect(200);
    await checkIn(opportunity.id, id, 201);
    const [log] = (await app.http.get('/api/volunteerHoursLogs').query({ filter: JSON.stringify({ opportunityId: opportunity.id }) }).expect(200)).body;
    expect(log).toMatchObject({ nationalId: id, workDate: days(0), hours: 5, source: 'checkIn', status: 'pending' });
    expect((await assignmentOf(opportunity.id, id)).status).toBe('attended');
    expect((await checkIn(opportunity.id, id, 409)).message).toMatch(/logged already/);
    // Not on a day outside the opportunity; not through a link of an unknown or closed opportunity.
    const later = await makeOpportunity({ startsAt: at(5, 5), endsAt: at(6, 18) });
    const laterAssignment = (await app.http.post('/api/volunteerAssignments').send({ opportunityId: later.id, volunteerId: log.volunteerId, status: 'accepted' }).expect(201)).body;
    expect(laterAssignment.source).toBe('office');
    expect((await checkIn(later.id, id, 409)).message).toMatch(/opportunity's days/);
    await checkIn('00000000-0000-4000-8000-000000000000', id, 404);
    const closed = await makeOpportunity({ status: 'published' });
    await app.http.put(`/api/eventOpportunities/${closed.id}`).send({ status: 'closed', version: closed.version }).expect(200);
    await checkIn(closed.id, id, 409);
  });

  it('add approved hours to the volunteer\'s total, never rejected ones, and keep a decision as it was', async () => {
    const opportunity = await makeOpportunity();
    const volunteer = (await app.http.post('/api/volunteers').send({ fullName: `Hours ${tag()}`, nationalId: nationalId(), phone: '+966 55 100 2000' }).expect(201)).body;
    const log = (day: number, hours: number) => app.http.post('/api/volunteerHoursLogs').send({ opportunityId: opportunity.id, volunteerId: volunteer.id, workDate: days(day), hours }).expect(201);
    const [first, second, third] = [(await log(-3, 6)).body, (await log(-2, 4.5)).body, (await log(-1, 3)).body];
    expect(first).toMatchObject({ status: 'pending', source: 'office' });
    const total = async () => Number((await app.http.get(`/api/volunteers/${volunteer.id}`).expect(200)).body.approvedHours);
    expect(await total()).toBe(0);
    const approved = (await app.http.post(`/api/volunteerHoursLogs/${first.id}/approve`).send({}).expect(200)).body;
    expect(approved).toMatchObject({ status: 'approved', decidedById: expect.any(String), decidedAt: expect.any(String) });
    await app.http.post(`/api/volunteerHoursLogs/${second.id}/approve`).send({}).expect(200);
    expect(await total()).toBe(10.5);
    await app.http.post(`/api/volunteerHoursLogs/${third.id}/reject`).send({}).expect(400);
    expect((await app.http.post(`/api/volunteerHoursLogs/${third.id}/reject`).send({ comment: 'Not on the sheet' }).expect(200)).body).toMatchObject({ status: 'rejected', rejectionReason: 'Not on the sheet' });
    expect(await total()).toBe(10.5);
    // Decided hours never change, nor go.
    await app.http.put(`/api/volunteerHoursLogs/${first.id}`).send({ hours: 12, version: approved.version }).expect(409);
    await app.http.delete(`/api/volunteerHoursLogs/${first.id}`).expect(409);
    await app.http.post(`/api/volunteerHoursLogs/${third.id}/approve`).send({}).expect(409);
    expect(await total()).toBe(10.5);
    // One log a day per opportunity.
    await log(-3, 2).then(() => { throw new Error('a second log of the day was taken'); }, () => undefined);
  });
});
