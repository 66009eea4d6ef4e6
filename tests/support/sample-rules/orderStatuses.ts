// The step a unit's requests start in, never one that closes them (api/src/overrides/orderStatuses.ts:
// the first step of a unit is always the starting one).
export const sample = { isInitial: true, isFinal: false };
