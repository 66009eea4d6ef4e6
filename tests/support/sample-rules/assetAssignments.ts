// In custody, its dates in order (api/src/overrides/assetAssignments.ts).
export const sample = { handedOverOn: '2026-01-10', expectedReturnOn: '2026-12-31', returnedOn: null, conditionIn: null };
