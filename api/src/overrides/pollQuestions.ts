import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';
import { ballotOf } from './parts/ballots';

/**
 * A member answers a question of an open poll once (POST /api/pollQuestions/{id}/answer
 * `{ optionIds }`): the options are the question's, one for a single choice and up to its
 * maximum for a multiple one. The answer is written as a poll response (without the member for an
 * anonymous poll: their sealed ballot keeps them to one), the options' votes and the question's
 * count go up, all in one transaction; answers to one question take turns.
 */
export const override = defineOverride(({ records, rules }) => ({
  // A single choice limits nothing: a question made single drops its maximum (declared: none then).
  prepare: ({ action, before, values, recordAction }) => {
    if (action === 'delete' || recordAction) return;
    const merged = { ...before, ...values };
    if (merged.choiceType === 'single' && values.maxChoices === undefined && merged.maxChoices !== null && merged.maxChoices !== undefined) values.maxChoices = null;
  },
  beforeWrite: async (write, client) => {
    const { action, before, values, actor, recordAction } = write;
    if (recordAction?.name === 'answer') {
      if (!actor) throw rules.refuse(write, 'signInToAnswer', {}, 400, []);
      const { rows: polls } = await client.query('SELECT "status", "starts_at" <= now() AND "ends_at" > now() AS "inWindow" FROM "polls" WHERE "id" = $1', [before!.pollId]);
      if (polls[0]?.status !== 'open' || !polls[0]?.inWindow) throw rules.refuse(write, 'pollOpen', {}, 409, []);
      const chosen = recordAction.body.optionIds;
      const max = before!.choiceType === 'single' ? 1 : Number(before!.maxChoices ?? 100);
      if (!Array.isArray(chosen) || chosen.length === 0 || chosen.length > max || new Set(chosen).size !== chosen.length || chosen.some((id) => typeof id !== 'string')) {
        throw max === 1 ? rules.refuse(write, 'chooseOne', {}, 400, ['optionIds']) : rules.refuse(write, 'chooseSome', { max }, 400, ['optionIds']);
      }
      const { rows: options } = await client.query('SELECT "id" FROM "poll_options" WHERE "question_id" = $1', [before!.id]);
      const own = new Set(options.map((option) => option.id as string));
      if (chosen.some((id) => !own.has(id as string))) throw rules.refuse(write, 'ownOptions', {}, 400, ['optionIds']);
      const ballot = await ballotOf(client, actor.id, before!.id as string);
      const { rows: taken } = await client.query('SELECT 1 FROM "poll_responses" WHERE "question_id" = $1 AND "ballot" = $2', [before!.id, ballot]);
      if (taken.length) throw rules.refuse(write, 'answeredOnce', {}, 409, []);
      values.responsesCount = Number(before!.responsesCount ?? 0) + 1;
      return;
    }
    if (action === 'delete') {
      if (Number(before?.responsesCount ?? 0) > 0) throw rules.refuse(write, 'answeredStays', {}, 409, []);
      return;
    }
    const merged = { ...before, ...values };
    if (action === 'update' && Number(before?.responsesCount ?? 0) > 0 && (merged.choiceType !== before!.choiceType || merged.maxChoices !== before!.maxChoices || merged.pollId !== before!.pollId)) {
      throw rules.refuse(write, 'answeredStays', {}, 409);
    }
  },
  afterWrite: async (event, client) => {
    const { after, actor, recordAction } = event;
    if (recordAction?.name !== 'answer' || !after || !actor) return;
    const optionIds = recordAction.body.optionIds as string[];
    const { rows } = await client.query('SELECT "is_anonymous" AS "anonymous" FROM "polls" WHERE "id" = $1', [after.pollId]);
    const anonymous = Boolean(rows[0]?.anonymous);
    // An anonymous poll's answer and votes name nobody: not the response, nor the options' trail.
    const cause = anonymous ? { ...causeOf(event), actor: undefined } : causeOf(event);
    const ballot = await ballotOf(client, actor.id, after.id as string);
    await records.create('pollResponses', { pollId: after.pollId, questionId: after.id, optionIds, respondentId: anonymous ? null : actor.id, answeredAt: new Date(), ballot }, cause);
    // The options chosen, locked in id order; the question's row lock already makes answers take turns.
    for (const option of await records.find('pollOptions', { id: optionIds }, { lock: true })) {
      await records.update('pollOptions', option.id as string, { votes: Number(option.votes ?? 0) + 1 }, cause);
    }
  },
  recordActions: {
    answer: {
      // No version: members answering at once all count (the question's row lock makes them take turns).
      run: ({ resource, id, body, actor, reader, locale }, crud) =>
        crud.update(resource, id, {}, locale, { actor, reader, recordAction: { name: 'answer', body: typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {} } }),
    },
  },
}));
