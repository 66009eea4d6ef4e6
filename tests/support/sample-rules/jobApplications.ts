// An offer needs an interview on record first (api/src/overrides/jobApplications.ts).
export const sample = { stage: 'new' };
// One application per email and posting: each sample gets its own posting.
export const fresh = ['jobPostingId'];
