/** A survey question as its line holds it (schema/src/resources/surveyQuestions.ts). */
export interface SurveyQuestion {
  position: number;
  question: string;
  questionAr?: string | null;
  questionType: 'text' | 'single' | 'multiple';
  options?: string | null;
  required?: boolean | null;
}

/** A question's options as the form offers them: one per line, trimmed, empty lines dropped. */
export const surveyOptionsOf = (question: { options?: unknown }): string[] =>
  typeof question.options === 'string' ? question.options.split('\n').map((option) => option.trim()).filter(Boolean) : [];
