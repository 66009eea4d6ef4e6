// A single choice, each sample under its own poll (the order is unique within a poll; api/src/overrides/pollQuestions.ts).
export const sample = { choiceType: 'single', maxChoices: null, sortOrder: 1 };
export const fresh = ['pollId'];
