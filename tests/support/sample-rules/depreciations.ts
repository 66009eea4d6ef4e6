// A draft of a month that has begun (api/src/overrides/depreciations.ts).
export const sample = { period: '2025-01' };
