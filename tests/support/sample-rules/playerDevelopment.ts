// Dated in the past (api/src/overrides/playerDevelopment.ts).
export const sample = { evaluatedOn: '2026-01-15' };
