// One period of a campaign of its own (periods never overlap; api/src/overrides/campaignResults.ts).
export const sample = {};
export const fresh = ['campaignId'];
// A second period of the same campaign would overlap the first: the campaign's spend is summed in
// tests/api/operations/support.test.ts, not by the generic rollup walk.
export const rollupWalk = 'tests/api/operations/support.test.ts';
