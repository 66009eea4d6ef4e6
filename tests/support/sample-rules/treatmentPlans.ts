// The return after the start, the plan active (api/src/overrides/treatmentPlans.ts); no medical record of another player.
export const sample = { startDate: '2026-01-05', expectedReturnDate: '2026-03-01', status: 'active', medicalRecordId: null };
