/** A survey question as its public page and its record send it. */
export interface SurveyQuestion {
  position: number;
  question: string;
  questionAr?: string | null;
  questionType: 'text' | 'single' | 'multiple';
  options?: string | null;
  required?: boolean | null;
}

/** Answers as the form holds them: by the question's position. */
export type AnswersByPosition = Record<string, string | string[]>;

export const optionsOf = (question: SurveyQuestion): string[] =>
  (question.options ?? '').split('\n').map((option) => option.trim()).filter(Boolean);

/** The question in the reader's language (its Arabic text when there is one). */
export const questionText = (question: { question: string; questionAr?: string | null }, arabic: boolean): string =>
  (arabic && question.questionAr) || question.question;
