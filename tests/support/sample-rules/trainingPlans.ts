// A plan whose period holds the sample sessions (api/src/overrides/trainingPlans.ts).
export const sample = { periodStart: '2026-01-01', periodEnd: '2027-12-31' };
