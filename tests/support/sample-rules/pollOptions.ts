// Each sample under its own question (the order is unique within a question).
export const sample = { sortOrder: 1 };
export const fresh = ['questionId'];
