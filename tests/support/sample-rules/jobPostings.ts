// An open posting closes today or later (api/src/overrides/jobPostings.ts), and takes applications.
export const sample = { status: 'open', closingDate: '2099-12-31' };
