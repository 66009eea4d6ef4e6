import { loadRegistry } from '@club/schema/node';
import type { Agent } from 'supertest';

// Responses are written when a member answers a question of an open poll (api/src/overrides/pollQuestions.ts).
export const sample = {};

export const seed = async (http: Agent | { post: Agent['post'] }) => {
  const { createSampleRecord } = await import('../samples');
  const registry = await loadRegistry();
  const option = await createSampleRecord(http, registry, registry.get('pollOptions')!);
  const answered = await http.post(`/api/pollQuestions/${option.questionId}/answer`).send({ optionIds: [option.id] });
  if (answered.status !== 200) throw new Error(`Answering the sample poll question: ${answered.status} ${JSON.stringify(answered.body)}`);
};
