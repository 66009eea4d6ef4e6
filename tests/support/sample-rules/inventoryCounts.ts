// An open count (api/src/overrides/inventoryCounts.ts): a completed one never changes.
export const sample = { status: 'open' };
