// In custody, its dates in order (api/src/overrides/assetAssignments.ts).
export const sample = { handedOverOn: '2026-01-10', expectedReturnOn: '2026-12-31', returnedOn: null, conditionIn: null };
// An asset is in one custody at a time: each sample gets its own.
export const fresh = ['assetId'];
