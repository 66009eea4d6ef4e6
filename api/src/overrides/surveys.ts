import type { Row } from '../crud/crud.service';
import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { surveyOptionsOf as optionsOf } from '@club/schema';

/** A choice question offers this many options at most. */
const MAX_OPTIONS = 20;

const MESSAGES: Record<Locale, { refused: string; fewOptions: (n: number) => string; tooMany: string; repeated: string; noOptions: (n: number) => string; empty: string; frozen: string }> = {
  en: {
    refused: 'The survey cannot be saved this way',
    fewOptions: (n) => `Question ${n} is a choice: give it two options or more, one per line`,
    tooMany: `A question offers ${MAX_OPTIONS} options at most`,
    repeated: 'An option is listed twice',
    noOptions: (n) => `Question ${n} is answered in free text: it has no options`,
    empty: 'A published survey asks one question at least',
    frozen: 'The survey has answers: its questions stay as they were answered (copy it into a new survey to change them)',
  },
  ar: {
    refused: 'لا يمكن حفظ الاستبيان بهذه الطريقة',
    fewOptions: (n) => `السؤال ${n} اختيار: أضف له خيارين أو أكثر، خيارًا في كل سطر`,
    tooMany: `للسؤال ${MAX_OPTIONS} خيارًا على الأكثر`,
    repeated: 'خيار مكرر',
    noOptions: (n) => `يُجاب عن السؤال ${n} بنص حر: لا خيارات له`,
    empty: 'يضم الاستبيان المنشور سؤالًا واحدًا على الأقل',
    frozen: 'للاستبيان إجابات: تبقى أسئلته كما أُجيب عنها (انسخه في استبيان جديد لتغييرها)',
  },
};

const ASKED = ['question', 'questionAr', 'questionType', 'options', 'required'] as const;

/** The same questions in the same order, asked the same way. */
const sameQuestions = (before: readonly Row[], after: readonly Row[]): boolean =>
  before.length === after.length &&
  before.every((question, index) => ASKED.every((field) => (field === 'options' ? optionsOf(question).join('\n') === optionsOf(after[index]!).join('\n') : (question[field] ?? null) === (after[index]![field] ?? null))));

/**
 * A survey's questions are sound before anyone answers them: a choice offers two distinct options
 * or more, free text none; the options are stored one per line, tidied. The counts follow.
 */
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, lines, linesBefore, linesGiven, locale }) => {
    if (action === 'delete' || !lines) return;
    const m = MESSAGES[locale];
    const questions = lines.questions ?? [];
    // Answers are read against the questions as they were asked: those of an answered survey stay.
    if (action === 'update' && linesGiven && Number(before?.responsesCount ?? 0) > 0 && !sameQuestions(linesBefore?.questions ?? [], questions)) {
      throw conflict(m.frozen, { questions: m.frozen });
    }
    const errors: Record<string, string> = {};
    questions.forEach((question, index) => {
      const options = optionsOf(question);
      if (question.questionType === 'text') {
        if (options.length) errors.questions ??= m.noOptions(index + 1);
        question.options = null;
        return;
      }
      if (options.length < 2) errors.questions ??= m.fewOptions(index + 1);
      else if (options.length > MAX_OPTIONS) errors.questions ??= m.tooMany;
      else if (new Set(options).size !== options.length) errors.questions ??= m.repeated;
      question.options = options.join('\n');
    });
    if (({ ...before, ...values }).status === 'published' && questions.length === 0) errors.questions ??= m.empty;
    if (Object.keys(errors).length) throw badRequest(m.refused, errors);
    values.questionsCount = questions.length;
  },
}));
