// In custody (api/src/overrides/assetAssignments.ts: a return names the condition it came back in).
export const sample = { returnedOn: null, conditionIn: null };
// An asset is in one custody at a time: each sample gets its own.
export const fresh = ['assetId'];
