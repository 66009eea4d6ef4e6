// A year's membership (it ends after the member joined; api/src/overrides/clubMembers.ts).
export const sample = { joinDate: '2026-01-01', expiryDate: '2026-12-31', status: 'active' };
