// One period of a campaign of its own (periods never overlap; api/src/overrides/campaignResults.ts).
export const sample = {};
export const fresh = ['campaignId'];
