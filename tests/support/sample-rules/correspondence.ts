// A letter from outside names its party, and its answer is due after it (api/src/overrides/correspondence.ts);
// top secret, so that the authorization matrix sees a letter kept to its department.
export const sample = { direction: 'incoming', letterDate: '2026-03-01', dueDate: '2026-03-10', confidentiality: 'topSecret' };
