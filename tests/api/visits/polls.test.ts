import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';
import { bearer, createUser, session } from '../auth-helpers';

// Issue 13, polls: questions and options in order; a member answers a question of an open poll
// once (one per person, even pressed twice at once), choices among the question's own options
// and within its limit; the votes and counts are the server's; an anonymous poll keeps no
// respondent; what was voted for stays.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

const hours = (count: number) => new Date(Date.now() + count * 3_600_000).toISOString();

/** An open poll with one question and its options: [poll, question, option ids]. */
const openPoll = async (values: Record<string, unknown> = {}, question: Record<string, unknown> = {}) => {
  const poll = (await app.http.post('/api/polls').send({ title: 'Player of the month', audience: 'members', startsAt: hours(-1), endsAt: hours(48), status: 'open', ...values }).expect(201)).body;
  const asked = (await app.http.post('/api/pollQuestions').send({ pollId: poll.id, sortOrder: 1, question: 'Who?', choiceType: 'single', ...question }).expect(201)).body;
  const options: string[] = [];
  for (const [at, label] of ['Salem', 'Firas', 'Saud'].entries()) options.push((await app.http.post('/api/pollOptions').send({ questionId: asked.id, sortOrder: at + 1, label }).expect(201)).body.id);
  return { poll, question: asked, options };
};

const member = async () => {
  const user = await createUser(app, { role: 'member' });
  const { accessToken } = await session(app, user);
  return { user, answer: (questionId: string, optionIds: unknown) => app.anonymous.post(`/api/pollQuestions/${questionId}/answer`).set(bearer(accessToken)).send({ optionIds }) };
};

const optionVotes = async (ids: string[]) => Promise.all(ids.map(async (id) => (await app.http.get(`/api/pollOptions/${id}`).expect(200)).body.votes ?? 0));

describe('a poll', () => {
  it('takes one answer per member and question, among its own options, and counts the votes', async () => {
    const { poll, question, options } = await openPoll();
    const other = await openPoll();
    const voter = await member();
    expect((await voter.answer(question.id, [options[0], options[1]]).expect(400)).body.errors.optionIds).toBe('Choose one option');
    expect((await voter.answer(question.id, [other.options[0]]).expect(400)).body.errors.optionIds).toMatch(/own options/);
    expect((await voter.answer(question.id, 'x').expect(400)).body.errors).toHaveProperty('optionIds');
    // Pressed twice at once: one answer.
    const twice = await Promise.all([voter.answer(question.id, [options[1]]), voter.answer(question.id, [options[1]])]);
    expect(twice.map((response) => response.status).sort()).toEqual([200, 409]);
    // Others at the same moment all count.
    const voters = await Promise.all([1, 2, 3].map(() => member()));
    const answers = await Promise.all(voters.map((one, index) => one.answer(question.id, [options[index === 2 ? 2 : 1]])));
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(await optionVotes(options)).toEqual([0, 3, 1]);
    expect((await app.http.get(`/api/pollQuestions/${question.id}`).expect(200)).body.responsesCount).toBe(4);
    const responses = (await app.http.get('/api/pollResponses').query({ filter: JSON.stringify({ pollId: poll.id }) }).expect(200)).body;
    expect(responses).toHaveLength(4);
    expect(responses.map((response: { respondentId: string }) => response.respondentId)).toContain(voter.user.id);
    // The sealed ballot is for the top role only.
    const manager = await session(app, await createUser(app, { role: 'manager' }));
    const seen = (await app.anonymous.get('/api/pollResponses').set(bearer(manager.accessToken)).query({ filter: JSON.stringify({ pollId: poll.id }) }).expect(200)).body;
    expect(seen[0]).not.toHaveProperty('ballot');
    // Voted for: it stays; the poll's anonymity stays.
    await app.http.delete(`/api/pollOptions/${options[1]}`).expect(409);
    await app.http.delete(`/api/pollOptions/${options[0]}`).expect(200);
    await app.http.put(`/api/polls/${poll.id}`).send({ isAnonymous: true }).expect(409);
    await app.http.put(`/api/pollQuestions/${question.id}`).send({ choiceType: 'multiple', maxChoices: 2 }).expect(409);
    await app.http.post('/api/pollResponses').send({}).expect(405);
  });

  it('keeps no respondent when anonymous, and limits a multiple choice to its maximum', async () => {
    const { poll, question, options } = await openPoll({ isAnonymous: true }, { choiceType: 'multiple', maxChoices: 2 });
    const voter = await member();
    expect((await voter.answer(question.id, options).expect(400)).body.errors.optionIds).toBe('Choose between 1 and 2 options');
    await voter.answer(question.id, [options[0], options[2]]).expect(200);
    await voter.answer(question.id, [options[1]]).expect(409);
    const [response] = (await app.http.get('/api/pollResponses').query({ filter: JSON.stringify({ pollId: poll.id }) }).expect(200)).body;
    expect(response).toMatchObject({ respondentId: null, optionIds: expect.arrayContaining([options[0], options[2]]) });
    expect(await optionVotes(options)).toEqual([1, 0, 1]);
  });

  it('takes answers only while open and within its dates, and ends after it starts', async () => {
    const { question, options } = await openPoll({ status: 'closed' });
    const voter = await member();
    expect((await voter.answer(question.id, [options[0]]).expect(409)).body.message).toBe('The poll is not open for answers now');
    const later = await openPoll({ startsAt: hours(24), endsAt: hours(48) });
    await voter.answer(later.question.id, [later.options[0]]).expect(409);
    expect((await app.http.post('/api/polls').send({ title: 'x', audience: 'members', startsAt: hours(2), endsAt: hours(1) }).expect(400)).body.errors).toHaveProperty('endsAt');
    // Two questions of a poll do not share a place in its order.
    const again = await app.http.post('/api/pollQuestions').send({ pollId: later.poll.id, sortOrder: 1, question: 'Again?', choiceType: 'single' }).expect(400);
    expect(again.body.errors).toHaveProperty('sortOrder');
  });
});
