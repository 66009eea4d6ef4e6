// A draft over a quarter (api/src/overrides/performanceReports.ts: a published report is frozen).
export const sample = { periodStart: '2026-01-01', periodEnd: '2026-03-31', status: 'draft' };
