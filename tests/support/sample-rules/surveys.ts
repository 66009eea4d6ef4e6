// A survey taking answers (api/src/overrides/surveys.ts; its question: surveyQuestions.ts here).
export const sample = { status: 'published' };
