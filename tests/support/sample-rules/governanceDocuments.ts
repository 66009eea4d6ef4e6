// A first version, reviewed after it takes effect (api/src/overrides/governanceDocuments.ts).
export const sample = { previousVersionId: undefined, effectiveDate: '2026-01-01', reviewDate: '2028-01-01' };
