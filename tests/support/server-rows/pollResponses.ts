import { loadRegistry } from '@club/schema/node';
import type { Agent } from 'supertest';

// Responses are written when a member answers a question of an open poll (api/src/overrides/pollQuestions.ts):
// a poll open from the past into the future, with one question and its option.
export const seed = async (http: Agent | { post: Agent['post'] }) => {
  const { createSampleRecord } = await import('../samples');
  const registry = await loadRegistry();
  const poll = await createSampleRecord(http, registry, registry.get('polls')!, 0, { status: 'open', startsAt: '2026-01-01T09:00:00.000Z', endsAt: '2030-01-01T09:00:00.000Z', isAnonymous: false });
  const question = await createSampleRecord(http, registry, registry.get('pollQuestions')!, 0, { pollId: poll.id });
  const option = await createSampleRecord(http, registry, registry.get('pollOptions')!, 0, { questionId: question.id });
  const answered = await http.post(`/api/pollQuestions/${question.id}/answer`).send({ optionIds: [option.id] });
  if (answered.status !== 200) throw new Error(`Answering the sample poll question: ${answered.status} ${JSON.stringify(answered.body)}`);
};
