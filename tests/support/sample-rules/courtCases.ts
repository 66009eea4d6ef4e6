// A case filed in the past, still active: a decided one needs its judgment, an award needs a win
// (api/src/overrides/courtCases.ts).
export const sample = { filingDate: '2025-01-15', status: 'active', awardedAmount: null, clubRole: 'plaintiff' };
