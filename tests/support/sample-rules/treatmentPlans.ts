// No medical record of another player (api/src/overrides/treatmentPlans.ts).
export const sample = { medicalRecordId: null };
