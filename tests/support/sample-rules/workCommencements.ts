// A return from leave names an approved leave (api/src/overrides/workCommencements.ts).
export const sample = { kind: 'newHire', leaveRequestId: null };
