// A sample entry is a draft of one line (a draft need not balance yet). Posting it takes two
// balanced lines on seeded accounts and another person than the one who prepared it.
export const unwalkable = { post: 'tests/api/billing/ledger.test.ts' };
export const sample = {};
