// A line is a debit or a credit, one of them above zero (schema/src/resources/journalLines.ts).
export const sample = { debit: 100, credit: 0 };
