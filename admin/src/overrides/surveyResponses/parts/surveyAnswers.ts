export { surveyOptionsOf as optionsOf, type SurveyQuestion } from '@club/schema';

/** Answers as the form holds them: by the question's position. */
export type AnswersByPosition = Record<string, string | string[]>;

/** The question in the reader's language (its Arabic text when there is one). */
export const questionText = (question: { question: string; questionAr?: string | null }, arabic: boolean): string =>
  (arabic && question.questionAr) || question.question;
