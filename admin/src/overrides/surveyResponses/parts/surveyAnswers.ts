/** A survey question as its public page and its record send it. */
export interface SurveyQuestion {
  position: number;
  question: string;
  questionAr?: string | null;
  questionType: 'text' | 'single' | 'multiple';
  options?: string | null;
  required?: boolean | null;
}

/** One stored answer: the question as asked, and what was answered. */
export interface StoredAnswer {
  position: number;
  question: string;
  questionAr?: string | null;
  questionType: SurveyQuestion['questionType'];
  answer: string | string[] | null;
}

/** Answers as the form holds them: by the question's position. */
export type AnswersByPosition = Record<string, string | string[]>;

export const optionsOf = (question: SurveyQuestion): string[] =>
  (question.options ?? '').split('\n').map((option) => option.trim()).filter(Boolean);

/** The question in the reader's language (its Arabic text when there is one). */
export const questionText = (question: { question: string; questionAr?: string | null }, arabic: boolean): string =>
  (arabic && question.questionAr) || question.question;

/** A stored response's answers (a list) as the form's values, for editing. */
export const toFormValue = (value: unknown): AnswersByPosition =>
  Array.isArray(value)
    ? Object.fromEntries((value as StoredAnswer[]).filter((entry) => entry.answer !== null).map((entry) => [String(entry.position), entry.answer!]))
    : ((value as AnswersByPosition | null) ?? {});
