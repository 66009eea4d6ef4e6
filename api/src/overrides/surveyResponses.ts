import type { PoolClient } from 'pg';
import { causeOf, type Cause } from '../crud/cause';
import type { Records } from '../crud/records';
import { defineOverride } from '../server-overrides/define';
import { samePhone, surveyOptionsOf as optionsOf, toE164, type SurveyQuestion } from '@club/schema';

/** The longest free-text answer. */
const MAX_TEXT = 2000;

/** The answers by the questions' positions (0 for the first): { "0": "ممتاز", "1": ["الاستقبال"] }. */
const answersByPosition = (given: unknown): Map<string, unknown> | undefined =>
  typeof given === 'object' && given !== null && !Array.isArray(given) ? new Map(Object.entries(given)) : undefined;

/** A refusal by one of the answer rules (checks: { answerRequired, … }), with its question's number. */
interface Problem {
  key: 'unknownQuestion' | 'answerRequired' | 'answerNotAnOption' | 'answerOneOnly' | 'answerText';
  values: Record<string, string | number>;
}

/** Checks every answer against its question: how many were answered, and the first problem, if any. */
const judge = (questions: SurveyQuestion[], given: Map<string, unknown>): { answered: number; problem?: Problem } => {
  const known = new Set(questions.map((question) => String(question.position)));
  const stranger = [...given.keys()].find((key) => !known.has(key));
  if (stranger !== undefined) return { answered: 0, problem: { key: 'unknownQuestion', values: { key: /^\d+$/.test(stranger) ? String(Number(stranger) + 1) : stranger } } };
  let problem: Problem | undefined;
  const answers = questions.map((question, index) => {
    const n = index + 1;
    const raw = given.get(String(question.position));
    const options = optionsOf(question);
    let answer: string | string[] | null = null;
    if (question.questionType === 'multiple') {
      const chosen = raw === undefined || raw === null || raw === '' ? [] : Array.isArray(raw) ? raw : [raw];
      if (chosen.some((option) => typeof option !== 'string' || !options.includes(option))) problem ??= { key: 'answerNotAnOption', values: { n } };
      else if (chosen.length) answer = options.filter((option) => chosen.includes(option));
    } else if (question.questionType === 'single') {
      if (Array.isArray(raw)) problem ??= { key: 'answerOneOnly', values: { n } };
      else if (raw !== undefined && raw !== null && raw !== '') {
        if (typeof raw !== 'string' || !options.includes(raw)) problem ??= { key: 'answerNotAnOption', values: { n } };
        else answer = raw;
      }
    } else if (raw !== undefined && raw !== null) {
      if (typeof raw !== 'string' || raw.length > MAX_TEXT) problem ??= { key: 'answerText', values: { n, max: MAX_TEXT } };
      else answer = raw.trim() || null;
    }
    if (question.required && answer === null) problem ??= { key: 'answerRequired', values: { n } };
    return answer;
  });
  return { answered: answers.filter((answer) => answer !== null).length, problem };
};

/** Keeps a survey's count of answers. */
const recount = async (records: Records, client: PoolClient, surveyId: unknown, cause: Cause): Promise<void> => {
  const { rows } = await client.query<{ count: number }>(
    'SELECT (SELECT count(*)::int FROM "survey_responses" WHERE "survey_id" = s."id") AS "count" FROM "surveys" s WHERE s."id" = $1',
    [surveyId],
  );
  if (rows[0]) await records.update('surveys', surveyId as string, { responsesCount: rows[0].count }, cause);
};

/** The visitor as an invitation names them: its id, their name and their number. */
interface Visitor {
  id: string;
  visitorName: string;
  phone: string | null;
}

/** The visitor of the latest invitation under this number, however either is written (staff entering a paper form). */
const visitorByPhone = async (client: PoolClient, phone: string): Promise<Visitor | undefined> => {
  // The last nine digits narrow the search; the numbers in E.164 decide.
  const { rows } = await client.query<Visitor>(
    `SELECT "id", "visitor_name" AS "visitorName", "phone" FROM "invitations"
     WHERE right(regexp_replace("phone", '[^0-9]', '', 'g'), 9) = right(regexp_replace($1, '[^0-9]', '', 'g'), 9)
     ORDER BY "visit_date" DESC, "created_at" DESC`,
    [phone],
  );
  return rows.find((row) => samePhone(row.phone, phone));
};

/**
 * Answers are checked against the survey's questions (required ones answered, choices among the
 * options) and kept as sent, by question (an answered survey's questions no longer change:
 * surveys.ts); a survey takes answers while it is published, one per mobile number (in E.164, so
 * 05…, 9665… and +966 5… are one number). Who answered: for staff entering a paper form, the
 * visitor whose invitation has the number; for a public answer, only the visitor whose personal
 * link it came through (`proof`, sent after the visit): anyone may type a visitor's number, so a
 * public answer without it is anonymous.
 */
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, id, before, values, actor, cause, proof } = write;
    if (action === 'delete') return;
    if (action === 'create' && !actor && !cause) {
      const { rows } = proof?.resource === 'invitations' ? await client.query<Visitor>('SELECT "id", "visitor_name" AS "visitorName", "phone" FROM "invitations" WHERE "id" = $1', [proof.id]) : { rows: [] };
      const visitor = rows[0];
      Object.assign(values, { invitationId: visitor?.id ?? null, visitorName: visitor?.visitorName ?? null });
      // The link's number is the invitation's: the answer counts under it.
      if (visitor?.phone && toE164(visitor.phone)) values.phone = toE164(visitor.phone);
    } else if (actor && values.phone !== undefined) {
      const visitor = await visitorByPhone(client, values.phone as string);
      Object.assign(values, { invitationId: visitor?.id ?? null, visitorName: visitor?.visitorName ?? null });
    }
    const merged = { ...before, ...values };
    // Answers to one survey take turns (its count is updated after): its questions cannot change
    // while an answer is judged, and a phone's second answer sent at once finds the first.
    // (A survey taking answers is a declared rule.)
    await client.query('SELECT 1 FROM "surveys" WHERE "id" = $1 FOR NO KEY UPDATE', [merged.surveyId]);
    const { rows: taken } = await client.query(
      'SELECT 1 FROM "survey_responses" WHERE "survey_id" = $1 AND "phone" = $2 AND "id" IS DISTINCT FROM $3',
      [merged.surveyId, merged.phone, id ?? null],
    );
    if (taken.length) throw rules.refuse(write, 'answeredOnce', {}, 409);
    if (values.answers !== undefined || values.surveyId !== undefined) {
      const given = answersByPosition(merged.answers);
      if (!given) throw rules.refuse(write, 'answersByQuestion');
      const { rows: questions } = await client.query(
        `SELECT "position", "question", "question_ar" AS "questionAr", "question_type" AS "questionType", "options", "required"
         FROM "survey_questions" WHERE "survey_id" = $1 ORDER BY "position", "id"`,
        [merged.surveyId],
      );
      const { answered, problem } = judge(questions as SurveyQuestion[], given);
      if (problem) throw rules.refuse(write, problem.key, problem.values);
      values.answeredCount = answered;
    }
  },
  afterWrite: async (write, client) => {
    const { action, before, after, changed } = write;
    const cause = causeOf(write);
    if (action === 'create' || action === 'delete' || action === 'restore') await recount(records, client, (after ?? before)!.surveyId, cause);
    else if (changed.includes('surveyId')) {
      await recount(records, client, before!.surveyId, cause);
      await recount(records, client, after!.surveyId, cause);
    }
  },
}));
