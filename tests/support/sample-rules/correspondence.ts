// A letter from outside names its party, and its answer is due after it (api/src/overrides/correspondence.ts).
export const sample = { direction: 'incoming', letterDate: '2026-03-01', dueDate: '2026-03-10', status: 'registered', replyToId: null };
