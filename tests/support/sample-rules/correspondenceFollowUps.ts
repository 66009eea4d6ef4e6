// Open: done or cancelled is final (api/src/overrides/correspondenceFollowUps.ts).
export const sample = { status: 'open' };
