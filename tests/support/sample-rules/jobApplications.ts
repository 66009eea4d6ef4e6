// An offer needs an interview on record first (api/src/overrides/jobApplications.ts).
export const sample = { stage: 'new' };
