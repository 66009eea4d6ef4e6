// Dated in the past, the return after it (api/src/overrides/medicalRecords.ts).
export const sample = { occurredOn: '2026-01-05', expectedReturnDate: '2026-02-05', resolvedOn: null, status: 'active' };
