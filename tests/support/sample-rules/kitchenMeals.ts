// Serving draws its ingredients from the kitchen's store, which a sample's kitchen has not stocked.
export const sample = {};
export const unwalkable = { serve: 'tests/api/facilities/places.test.ts' };
