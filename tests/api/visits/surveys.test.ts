import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleRecord } from '../../support/samples';
import { startTestApp, type TestApp } from '../../support/test-app';
import { nextIp } from '../auth-helpers';

// Issue 13, surveys: questions of three kinds edited as lines, sound before anyone answers them;
// the public form /formView/{id}/{phone} takes one answer per phone while the survey is published,
// each checked against the questions; an answered survey's questions no longer change.
let app: TestApp;
beforeAll(async () => {
  // Behind one proxy: each public request names its own client (X-Forwarded-For), not throttled as one.
  app = await startTestApp({ config: { trustProxy: 1 } });
});
afterAll(() => app?.stop());

const QUESTIONS = [
  { question: 'How was your welcome?', questionAr: 'كيف كان استقبالك؟', questionType: 'single', options: ' Excellent \nGood\n\nPoor', required: true },
  { question: 'What did you use?', questionType: 'multiple', options: 'Parking\nReception\nCafé', required: false },
  { question: 'Anything to improve?', questionType: 'text', required: false },
];
const createSurvey = async (values: Record<string, unknown> = {}) => (await app.http.post('/api/surveys').send({ title: 'Visitor experience', status: 'published', questions: QUESTIONS, ...values }).expect(201)).body;
const answer = (surveyId: string, body: Record<string, unknown>) => app.anonymous.post(`/api/public/surveys/${surveyId}`).set('X-Forwarded-For', nextIp()).send(body);

describe('a survey', () => {
  it('keeps its questions sound: choices with two distinct options or more, free text with none', async () => {
    const survey = await createSurvey();
    expect(survey).toMatchObject({ questionsCount: 3, responsesCount: null });
    expect(survey.questions.map((question: { options: string | null }) => question.options)).toEqual(['Excellent\nGood\nPoor', 'Parking\nReception\nCafé', null]);
    const refused = async (questions: unknown[]) => (await app.http.post('/api/surveys').send({ title: 'x', questions }).expect(400)).body.errors.questions;
    expect(await refused([{ question: 'One?', questionType: 'single', options: 'Only' }])).toMatch(/Question 1 .* two options/);
    expect(await refused([{ question: 'Twice?', questionType: 'multiple', options: 'A\nA' }])).toMatch(/twice/);
    expect(await refused([{ question: 'Say?', questionType: 'text', options: 'A\nB' }])).toMatch(/no options/);
    expect((await app.http.post('/api/surveys').send({ title: 'Empty', status: 'published', questions: [] }).expect(400)).body.errors).toHaveProperty('questions');
  });

  it('shows its questions publicly in order, without ids, and says "Form not found" for no survey', async () => {
    const survey = await createSurvey();
    const page = (await app.anonymous.get(`/api/public/surveys/${survey.id}`).expect(200)).body;
    expect(page).toEqual({
      id: survey.id, title: 'Visitor experience', titleAr: null, description: null, status: 'published',
      questions: [
        { position: 0, question: 'How was your welcome?', questionAr: 'كيف كان استقبالك؟', questionType: 'single', options: 'Excellent\nGood\nPoor', required: true },
        { position: 1, question: 'What did you use?', questionAr: null, questionType: 'multiple', options: 'Parking\nReception\nCafé', required: false },
        { position: 2, question: 'Anything to improve?', questionAr: null, questionType: 'text', options: null, required: false },
      ],
    });
    await app.anonymous.get('/api/public/surveys/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('takes answers checked against its questions, one per phone even when sent at once, while published', async () => {
    const survey = await createSurvey();
    const problem = async (answers: unknown) => (await answer(survey.id, { phone: '+966 50 000 0999', answers }).expect(400)).body.errors.answers;
    expect(await problem({ 1: ['Parking'] })).toMatch(/Question 1 needs an answer/);
    expect(await problem({ 0: 'Superb' })).toMatch(/question 1 is not one of its options/);
    expect(await problem({ 0: ['Good', 'Poor'] })).toMatch(/Question 1 takes one answer/);
    expect(await problem({ 0: 'Good', 1: ['Valet'] })).toMatch(/question 2 is not one of its options/);
    expect(await problem({ 0: 'Good', 7: 'x' })).toMatch(/no question 8/);
    expect(await problem(['Good'])).toMatch(/by question number/);
    await answer(survey.id, { phone: '+966 50 000 0999', answers: { 0: 'Good' }, surveyId: survey.id }).expect(400);

    const sent = await Promise.all([1, 2, 3, 4].map(() => answer(survey.id, { phone: '+966 50 000 0100', answers: { 0: 'Excellent', 1: ['Parking', 'Café'], 2: 'More shade at the gate' } })));
    // One lands; the others wait their turn and are told on the phone.
    expect(sent.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of sent.filter((response) => response.status === 409)) expect(refused.body.errors.phone).toBe('This mobile number has answered this survey already');
    const [response] = (await app.http.get('/api/surveyResponses').query({ filter: JSON.stringify({ surveyId: survey.id }) }).expect(200)).body;
    // Kept in E.164, however it was written.
    expect(response).toMatchObject({ phone: '+966500000100', answeredCount: 3, answers: { 0: 'Excellent', 1: ['Parking', 'Café'], 2: 'More shade at the gate' } });
    expect((await app.http.get(`/api/surveys/${survey.id}`).expect(200)).body.responsesCount).toBe(1);

    await app.http.put(`/api/surveys/${survey.id}`).send({ status: 'closed' }).expect(200);
    expect((await answer(survey.id, { phone: '+966 50 000 0101', answers: { 0: 'Good' } }).expect(409)).body.message).toBe('This page takes no submissions now');
  });

  it('once answered keeps its questions as they were asked, while its title may change', async () => {
    const survey = await createSurvey();
    await answer(survey.id, { phone: '+966 50 000 0200', answers: { 0: 'Good' } }).expect(201);
    const questions = (await app.http.get(`/api/surveys/${survey.id}`).expect(200)).body.questions;
    const changed = await app.http.put(`/api/surveys/${survey.id}`).send({ questions: [{ ...questions[0], options: 'Good\nBad' }, questions[1], questions[2]] }).expect(409);
    expect(changed.body.errors.questions).toMatch(/has answers/);
    await app.http.put(`/api/surveys/${survey.id}`).send({ title: 'Visitor experience 2026', questions }).expect(200);
  });

  it('finds the visitor of an answer staff enter from a paper form by the phone of their invitation, however it is written', async () => {
    const host = await createSampleRecord(app.http, app.registry, app.registry.get('employees')!);
    const survey = await createSurvey();
    const invitation = (await app.http.post('/api/invitations').send({ visitorName: 'Mona Al-Harbi', phone: '+966 55 123 9876', hostId: host.id, purpose: 'guest', visitDate: '2027-01-10', startTime: '10:00', endTime: '11:00' }).expect(201)).body;
    const entered = (await app.http.post('/api/surveyResponses').send({ surveyId: survey.id, phone: '0551239876', answers: { 0: 'Good' } }).expect(201)).body;
    expect(entered).toMatchObject({ phone: '+966551239876', visitorName: 'Mona Al-Harbi', invitationId: invitation.id });
    // A public answer by that number names nobody (tests/security/public-pages.test.ts: only the visitor's own link does).
  });
});
