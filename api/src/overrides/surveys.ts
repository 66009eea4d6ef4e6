import type { Row } from '../crud/crud.service';
import { defineOverride } from '../server-overrides/define';
import { surveyOptionsOf as optionsOf } from '@club/schema';

/** A choice question offers this many options at most. */
const MAX_OPTIONS = 20;

const ASKED = ['question', 'questionAr', 'questionType', 'options', 'required'] as const;

/** The same questions in the same order, asked the same way. */
const sameQuestions = (before: readonly Row[], after: readonly Row[]): boolean =>
  before.length === after.length &&
  before.every((question, index) => ASKED.every((field) => (field === 'options' ? optionsOf(question).join('\n') === optionsOf(after[index]!).join('\n') : (question[field] ?? null) === (after[index]![field] ?? null))));

/**
 * A survey's questions are sound before anyone answers them: a choice offers two distinct options
 * or more, free text none; the options are stored one per line, tidied. The counts follow.
 */
export const override = defineOverride(({ rules }) => ({
  beforeWrite: (write) => {
    const { action, before, values, lines, linesBefore, linesGiven } = write;
    if (action === 'delete' || !lines) return;
    const questions = lines.questions ?? [];
    // Answers are read against the questions as they were asked: those of an answered survey stay.
    if (action === 'update' && linesGiven && Number(before?.responsesCount ?? 0) > 0 && !sameQuestions(linesBefore?.questions ?? [], questions)) {
      throw rules.refuse(write, 'answeredQuestionsStay', {}, 409);
    }
    let problem: { key: string; values?: Record<string, number> } | undefined;
    questions.forEach((question, index) => {
      const options = optionsOf(question);
      if (question.questionType === 'text') {
        if (options.length) problem ??= { key: 'textHasNoOptions', values: { n: index + 1 } };
        question.options = null;
        return;
      }
      if (options.length < 2) problem ??= { key: 'choiceOptions', values: { n: index + 1 } };
      else if (options.length > MAX_OPTIONS) problem ??= { key: 'optionsAtMost', values: { max: MAX_OPTIONS } };
      else if (new Set(options).size !== options.length) problem ??= { key: 'optionsDistinct' };
      question.options = options.join('\n');
    });
    if (({ ...before, ...values }).status === 'published' && questions.length === 0) problem ??= { key: 'publishedAsks' };
    if (problem) throw rules.refuse(write, problem.key, problem.values);
    values.questionsCount = questions.length;
  },
}));
