// A month's fee is typed (a sample player's age group has no academy fee) and within it the
// discount; what is paid follows its invoice (api/src/overrides/playerSubscriptions.ts).
export const sample = { fee: 450, discount: 0, method: undefined, waived: false };
