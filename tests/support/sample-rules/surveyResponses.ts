// The sample survey's one question answered (api/src/overrides/surveyResponses.ts); each response
// its own survey, as one phone answers a survey once.
export const sample = { answers: { 0: 'Yes' } };
export const fresh = ['surveyId'];
