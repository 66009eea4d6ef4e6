import { defineResource, f, toE164 } from '@club/schema';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsOf } from '../support/registry-problems';
import { createSampleRecord } from '../support/samples';
import { startTestApp, type TestApp } from '../support/test-app';
import { codeIn, linkTokenIn } from '../api/outbox-helpers';
import { nextIp } from '../api/auth-helpers';
import { at, nationalId, tag } from '../api/operations/fixtures';

// Issue 44, M5, M6 and L3: public pages that cannot be turned against the people on file. A survey
// answer counts one per phone however the number is spelt, and names a visitor only when the
// visitor's own link says so; a volunteer's check-in needs the code texted to the phone on file and
// no answer tells which national IDs are known; the public sign-up never takes a known volunteer's
// contact details from the caller; and a page shows only records in their public states.
let app: TestApp;
let host: Record<string, unknown>;
beforeAll(async () => {
  // Behind one proxy: each public request names its own client (X-Forwarded-For).
  app = await startTestApp({ config: { trustProxy: 1 } });
  host = await createSampleRecord(app.http, app.registry, app.registry.get('employees')!);
});
afterAll(() => app?.stop());

const anonymous = (method: 'get' | 'post', path: string, ip = nextIp()) => app.anonymous[method](path).set('X-Forwarded-For', ip);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
const QUESTIONS = [{ question: 'How was your visit?', questionType: 'single', options: 'Good\nPoor', required: true }];
const createSurvey = async (values: Record<string, unknown> = {}) => (await app.http.post('/api/surveys').send({ title: `Visit ${tag()}`, status: 'published', questions: QUESTIONS, ...values }).expect(201)).body;
const answer = (surveyId: string, body: Record<string, unknown>) => anonymous('post', `/api/public/surveys/${surveyId}`).send(body);
const responsesOf = async (surveyId: string) => (await app.http.get('/api/surveyResponses').query({ filter: JSON.stringify({ surveyId }) }).expect(200)).body as Record<string, unknown>[];
const invite = async (values: Record<string, unknown>) =>
  (await app.http.post('/api/invitations').send({ visitorName: 'Mona Al-Harbi', hostId: host.id, purpose: 'guest', visitDate: inDays(1), startTime: '10:00', endTime: '11:00', ...values }).expect(201)).body;
const act = (id: string, action: string, body: Record<string, unknown> = {}) => app.http.post(`/api/invitations/${id}/${action}`).send(body).expect(200);

describe('M5: public survey answers', () => {
  it('compare phone numbers in one form, E.164, with Saudi numbers written in any usual way', () => {
    for (const spelling of ['0551234567', '055 123 4567', '055-123-4567', '551234567', '966551234567', '+966551234567', '+966 (55) 123.4567', '00966551234567', '٠٥٥١٢٣٤٥٦٧']) {
      expect(toE164(spelling), spelling).toBe('+966551234567');
    }
    expect(toE164('011 412 3456')).toBe('+966114123456');
    expect(toE164('+44 7911 123456')).toBe('+447911123456');
    expect(toE164('0044 7911 123456')).toBe('+447911123456');
    for (const none of ['', '12345', '05512345', '055123456789', '+966 55 123 456', 'call me', '+0551234567', '447911123456']) expect(toE164(none), none).toBeUndefined();
  });

  it('count one per phone however the number is written, kept in E.164; a number that is none is a field error', async () => {
    const survey = await createSurvey();
    await answer(survey.id, { phone: '055 123-4567', answers: { 0: 'Good' } }).expect(201);
    for (const phone of ['+966551234567', '+966 55 123 4567', '966551234567', '00966-55-123-4567', '0551234567', '551234567']) {
      const refused = await answer(survey.id, { phone, answers: { 0: 'Poor' } }).expect(409);
      expect(refused.body.errors.phone).toBe('This mobile number has answered this survey already');
    }
    expect((await responsesOf(survey.id)).map((response) => response.phone)).toEqual(['+966551234567']);
    // Staff entering a paper form are held to the same rule.
    await app.http.post('/api/surveyResponses').send({ surveyId: survey.id, phone: '+966 55 123 4567', answers: { 0: 'Good' } }).expect(409);
    for (const phone of ['12345', '0012', '+96655123456789012', 'call me']) {
      const refused = await answer(survey.id, { phone, answers: { 0: 'Good' } }).set('Accept-Language', 'ar').expect(400);
      expect(Object.keys(refused.body.errors)).toEqual(['phone']);
      expect(refused.body.errors.phone).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('never name a known visitor on the caller\'s word: an answer by the visitor\'s phone alone is anonymous', async () => {
    const survey = await createSurvey();
    await invite({ visitorName: 'Mona Al-Harbi', phone: '+966557654321' });
    await answer(survey.id, { phone: '+966557654321', answers: { 0: 'Poor' } }).expect(201);
    const [response] = await responsesOf(survey.id);
    expect(response).toMatchObject({ phone: '+966557654321', visitorName: null, invitationId: null });
  });

  it('name the visitor when the answer comes through the personal link the club texted after the visit, once', async () => {
    const survey = await createSurvey();
    const [settings] = (await app.http.get('/api/invitationSettings').expect(200)).body;
    await app.http.put(`/api/invitationSettings/${settings.id}`).send({ surveyId: survey.id, surveyMessageEnabled: true, surveyMessage: 'Tell us about your visit: {link}' }).expect(200);
    const invitation = await invite({ visitorName: 'Saleh Al-Qahtani', phone: '050 410 9002' });
    await act(invitation.id, 'approve');
    await act(invitation.id, 'check-in');
    await act(invitation.id, 'check-out');
    const { rows } = await app.pool.query(`SELECT "recipient", "body" FROM "notifications" WHERE "kind" = 'visit' AND "body" LIKE '%/formView/%' AND "body" LIKE $1`, [`%${survey.id}%`]);
    expect(rows).toHaveLength(1);
    // The link carries the number in E.164 and a token of the visitor's own.
    expect(rows[0].body).toMatch(new RegExp(`/formView/${survey.id}/%2B966504109002\\?token=[A-Za-z0-9_-]{43}$`));
    const token = linkTokenIn(rows[0].body);

    // A made-up token names nobody: the answer is kept, anonymous.
    await answer(survey.id, { phone: '+966 50 000 7777', answers: { 0: 'Good' }, token: 'A'.repeat(43) }).expect(201);
    await answer(survey.id, { phone: '+966504109002', answers: { 0: 'Good' }, token }).expect(201);
    const byPhone = Object.fromEntries((await responsesOf(survey.id)).map((response) => [response.phone, response]));
    expect(byPhone['+966500007777']).toMatchObject({ visitorName: null, invitationId: null });
    expect(byPhone['+966504109002']).toMatchObject({ visitorName: 'Saleh Al-Qahtani', invitationId: invitation.id });
    // Used once: the same link names nobody again (here for another phone).
    await answer(survey.id, { phone: '+966 50 000 8888', answers: { 0: 'Good' }, token }).expect(201);
    expect((await responsesOf(survey.id)).find((response) => response.phone === '+966500008888')).toMatchObject({ visitorName: null, invitationId: null });
  });
});

describe('M6: volunteers on the public links', () => {
  const makeOpportunity = async (values: Record<string, unknown> = {}) =>
    (await app.http.post('/api/eventOpportunities').send({ title: `Stewards ${tag()}`, titleAr: 'منظمون', location: 'Main Stadium', startsAt: at(-1, 5), endsAt: at(2, 18), requiredVolunteers: 5, hoursPerDay: 6, status: 'published', ...values }).expect(201)).body;
  const makeVolunteer = async (values: Record<string, unknown> = {}) =>
    (await app.http.post('/api/volunteers').send({ fullName: `Volunteer ${tag()}`, nationalId: nationalId(), phone: `+96655${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`, email: `v${tag()}@example.sa`, ...values }).expect(201)).body;
  const assign = (opportunityId: string, volunteerId: string, status: string) => app.http.post('/api/volunteerAssignments').send({ opportunityId, volunteerId, status }).expect(201);
  const askCode = (opportunityId: string, id: string, ip = nextIp()) => anonymous('post', `/api/public/eventOpportunities/${opportunityId}/forms/attendance/code`, ip).send({ nationalId: id });
  const checkIn = (opportunityId: string, body: Record<string, unknown>, ip = nextIp()) => anonymous('post', `/api/public/eventOpportunities/${opportunityId}/forms/attendance`, ip).send(body);
  const codesTo = async (phone: string) => (await app.pool.query(`SELECT "body" FROM "notifications" WHERE "channel" = 'sms' AND "kind" = 'otp' AND "recipient" = $1 ORDER BY "created_at", "id"`, [phone])).rows.map((row) => codeIn(row.body as string));
  const logsOf = async (opportunityId: string) => (await app.http.get('/api/volunteerHoursLogs').query({ filter: JSON.stringify({ opportunityId }) }).expect(200)).body as Record<string, unknown>[];

  it('check in only with the code texted to the phone on file; asking answers alike for unknown, registered and accepted IDs', async () => {
    const opportunity = await makeOpportunity();
    const registered = await makeVolunteer();
    const accepted = await makeVolunteer();
    await assign(opportunity.id, registered.id, 'applied');
    await assign(opportunity.id, accepted.id, 'accepted');
    const unknown = nationalId();

    // Without a code nothing is logged, and the refusal is the same whoever the ID is.
    const refusals = await Promise.all([unknown, registered.nationalId, accepted.nationalId].map(async (id) => {
      const response = await checkIn(opportunity.id, { nationalId: id });
      return { status: response.status, body: response.body };
    }));
    expect(refusals[0]!.status).toBe(400);
    expect(refusals[0]!.body.errors).toHaveProperty('code');
    expect(refusals[1]).toEqual(refusals[0]);
    expect(refusals[2]).toEqual(refusals[0]);
    expect(await logsOf(opportunity.id)).toEqual([]);

    // Asking for a code: one neutral answer; only the accepted volunteer's phone on file gets one.
    const asked = await Promise.all([unknown, registered.nationalId, accepted.nationalId].map(async (id) => {
      const response = await askCode(opportunity.id, id);
      return { status: response.status, body: response.body };
    }));
    expect(asked[0]!.status).toBe(202);
    expect(asked[0]!.body.message).toMatch(/accepted volunteer/);
    expect(asked[1]).toEqual(asked[0]);
    expect(asked[2]).toEqual(asked[0]);
    expect(await codesTo(registered.phone)).toEqual([]);
    const [code] = await codesTo(accepted.phone);
    expect(code).toMatch(/^[0-9]{6}$/);

    // A wrong code is refused as a missing one is; the right one logs the day's hours, once.
    const wrong = await checkIn(opportunity.id, { nationalId: accepted.nationalId, code: code === '000000' ? '111111' : '000000' }).expect(400);
    expect(wrong.body.errors).toHaveProperty('code');
    await checkIn(opportunity.id, { nationalId: registered.nationalId, code }).expect(400);
    await checkIn(opportunity.id, { nationalId: accepted.nationalId, code }).expect(201);
    expect(await logsOf(opportunity.id)).toMatchObject([{ volunteerId: accepted.id, source: 'checkIn', status: 'pending' }]);
    await checkIn(opportunity.id, { nationalId: accepted.nationalId, code }).expect(400);
  });

  it('refuse, in the hours\' own rules, a check-in that no code proved, whatever national ID it gives', async () => {
    const opportunity = await makeOpportunity();
    const volunteer = await makeVolunteer();
    await assign(opportunity.id, volunteer.id, 'accepted');
    // As a public form would write it without the code's proof: nobody signed in, no cause.
    const refused = await app.crud.create('volunteerHoursLogs', { opportunityId: opportunity.id, nationalId: volunteer.nationalId }, 'en').then(() => undefined, (error: { getStatus(): number; getResponse(): unknown }) => ({ status: error.getStatus(), body: error.getResponse() }));
    expect(refused).toMatchObject({ status: 400, body: { errors: { code: 'Enter the code sent to the volunteer\'s phone on file' } } });
    expect(await logsOf(opportunity.id)).toEqual([]);
  });

  it('keep codes hashed, expiring and dead after five wrong tries, and throttle asking for them', async () => {
    const opportunity = await makeOpportunity();
    const volunteer = await makeVolunteer();
    await assign(opportunity.id, volunteer.id, 'accepted');
    await askCode(opportunity.id, volunteer.nationalId).expect(202);
    const [code] = await codesTo(volunteer.phone);
    const { rows } = await app.pool.query(`SELECT "code_hash" AS "hash", "holder" FROM "one_time_codes" WHERE "holder" LIKE $1 AND "used_at" IS NULL`, [`eventOpportunities/${opportunity.id}/%`]);
    expect(rows.map((row) => row.hash)).toContain(createHash('sha256').update(code!).digest('hex'));
    expect(rows.map((row) => row.hash)).not.toContain(code);

    // Expired: refused.
    await app.pool.query(`UPDATE "one_time_codes" SET "expires_at" = now() - interval '1 second' WHERE "code_hash" = $1`, [createHash('sha256').update(code!).digest('hex')]);
    await checkIn(opportunity.id, { nationalId: volunteer.nationalId, code }).expect(400);

    // Five wrong tries kill the next code.
    await askCode(opportunity.id, volunteer.nationalId).expect(202);
    const fresh = (await codesTo(volunteer.phone)).at(-1)!;
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) await checkIn(opportunity.id, { nationalId: volunteer.nationalId, code: wrong }).expect(400);
    await checkIn(opportunity.id, { nationalId: volunteer.nationalId, code: fresh }).expect(400);
    expect(await logsOf(opportunity.id)).toEqual([]);

    // Asking again and again for one ID is stopped, from any address.
    const statuses: number[] = [];
    for (let request = 0; request < 4; request += 1) statuses.push((await askCode(opportunity.id, volunteer.nationalId)).status);
    expect(statuses).toContain(429);
    expect((await codesTo(volunteer.phone)).length).toBeLessThanOrEqual(5);
  });

  it('sign up answers the same for a new and a known ID, and never takes the caller\'s phone or email for a known volunteer', async () => {
    const opportunity = await makeOpportunity();
    const known = await makeVolunteer({ phone: '+966551110001', email: 'known@example.sa' });
    const blocked = await makeVolunteer({ status: 'blocked' });
    const signUp = (values: Record<string, unknown>) =>
      anonymous('post', `/api/public/eventOpportunities/${opportunity.id}`).send({ fullName: 'Someone Else', phone: '+966 59 999 0000', email: 'attacker@example.com', ...values });
    const fresh = await signUp({ nationalId: nationalId(), fullName: 'New Person' }).expect(201);
    for (const id of [known.nationalId, known.nationalId, blocked.nationalId]) {
      const response = await signUp({ nationalId: id }).expect(201);
      expect(response.body).toEqual(fresh.body);
    }
    expect(fresh.body).not.toHaveProperty('id');
    // The known volunteer's details are as they were, and no application carries the caller's.
    expect((await app.http.get(`/api/volunteers/${known.id}`).expect(200)).body).toMatchObject({ fullName: known.fullName, phone: '+966551110001', email: 'known@example.sa' });
    const applications = (await app.http.get('/api/volunteerAssignments').query({ filter: JSON.stringify({ opportunityId: opportunity.id }) }).expect(200)).body as Record<string, unknown>[];
    const forKnown = applications.filter((application) => application.volunteerId === known.id);
    expect(forKnown).toHaveLength(1);
    expect(forKnown[0]).toMatchObject({ fullName: known.fullName, phone: '+966551110001', email: 'known@example.sa', status: 'applied', needsIdentityCheck: true });
    expect(applications.filter((application) => application.volunteerId === blocked.id)).toEqual([]);
    expect(applications.find((application) => application.fullName === 'New Person')).toMatchObject({ needsIdentityCheck: false });
    expect((await app.http.get('/api/volunteers').query({ filter: JSON.stringify({ nationalId: known.nationalId }) }).expect(200)).body).toHaveLength(1);
  });
});

describe('L3: public pages show only records in their public states', () => {
  const samePage404 = async (path: string, submit?: Record<string, unknown>) => {
    const read = await anonymous('get', path).expect(404);
    expect(read.body.errors).toEqual({});
    if (submit) await anonymous('post', path).send(submit).expect(404);
  };

  it('answers a draft job posting, a draft survey and a draft opportunity as it answers an unknown id, for reading and sending', async () => {
    const [department] = (await app.http.get('/api/departments').query({ range: '[0,0]' }).expect(200)).body;
    const posting = (await app.http.post('/api/jobPostings').send({ title: 'Kit manager', departmentId: department.id, description: 'Keeps the kit.', status: 'draft' }).expect(201)).body;
    await samePage404(`/api/public/jobPostings/${posting.id}`, { fullName: 'A', email: 'a@example.sa', phone: '+966 55 000 1234' });
    const survey = await createSurvey({ status: 'draft' });
    await samePage404(`/api/public/surveys/${survey.id}`, { phone: '+966 55 000 1235', answers: { 0: 'Good' } });
    const opportunity = (await app.http.post('/api/eventOpportunities').send({ title: 'Draft', titleAr: 'مسودة', location: 'Hall', startsAt: at(-1, 5), endsAt: at(2, 18), requiredVolunteers: 2, hoursPerDay: 4, status: 'draft' }).expect(201)).body;
    await samePage404(`/api/public/eventOpportunities/${opportunity.id}`, { fullName: 'A', nationalId: nationalId(), phone: '+966 55 000 1236' });
    await anonymous('post', `/api/public/eventOpportunities/${opportunity.id}/forms/attendance/code`).send({ nationalId: nationalId() }).expect(404);
    // Published (or open), they show; closed, they still show, saying so.
    await app.http.put(`/api/jobPostings/${posting.id}`).send({ status: 'open', version: posting.version }).expect(200);
    expect((await anonymous('get', `/api/public/jobPostings/${posting.id}`).expect(200)).body.status).toBe('open');
    const published = (await app.http.put(`/api/surveys/${survey.id}`).send({ status: 'published', version: survey.version }).expect(200)).body;
    await anonymous('get', `/api/public/surveys/${survey.id}`).expect(200);
    await app.http.put(`/api/surveys/${survey.id}`).send({ status: 'closed', version: published.version }).expect(200);
    expect((await anonymous('get', `/api/public/surveys/${survey.id}`).expect(200)).body.status).toBe('closed');
  });

  it('never shows a pending, rejected or cancelled invitation, nor its gate code; an approved one shows', async () => {
    const pending = await invite({ phone: '+966 55 000 2001' });
    const rejected = await invite({ phone: '+966 55 000 2002' });
    await act(rejected.id, 'reject', { comment: 'Not this week' });
    const cancelled = await invite({ phone: '+966 55 000 2003' });
    await act(cancelled.id, 'cancel');
    for (const invitation of [pending, rejected, cancelled]) {
      const response = await anonymous('get', `/api/public/invitations/${invitation.id}`).expect(404);
      expect(JSON.stringify(response.body)).not.toContain(invitation.code);
      await anonymous('post', `/api/public/invitations/${invitation.id}/confirm`).send({}).expect(404);
    }
    await act(pending.id, 'approve');
    expect((await anonymous('get', `/api/public/invitations/${pending.id}`).expect(200)).body).toMatchObject({ status: 'approved', code: pending.code });
  });

  it('are declared per resource in the schema: a public page that names neither its public states nor its shown flag is refused', () => {
    const posters = (publicPage: Record<string, unknown>) =>
      defineResource({ name: 'posters', route: '/posters', menu: { group: 'players', icon: 'Groups' }, recordRepresentation: 'title', fields: { title: f.text({ required: true }), status: f.enum(['draft', 'live']) }, list: { columns: ['title'], sort: ['title', 'ASC'] }, publicPage: { route: '/postersView', fields: ['title', 'status'], ...publicPage } as never });
    expect(problemsOf([posters({})]).join('\n')).toMatch(/publicPage: declares neither the records' public states \(states\) nor the flag that shares them \(shownWhen\)/);
    expect(problemsOf([posters({ states: { status: ['live', 'gone'] } })]).join('\n')).toMatch(/'gone' is not a value of 'status'/);
    expect(problemsOf([posters({ states: { title: ['x'] } })]).join('\n')).toMatch(/'title' must be an enum field/);
    expect(problemsOf([posters({ states: { status: ['live'] } })])).toEqual([]);
    for (const resource of app.registry.resources.filter((candidate) => candidate.publicPage)) expect(resource.publicPage!.states ?? resource.publicPage!.shownWhen, resource.name).toBeTruthy();
  });
});
