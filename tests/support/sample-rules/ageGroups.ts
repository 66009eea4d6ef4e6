// An inactive group of its own years: samples of one season never overlap (api/src/overrides/ageGroups.ts).
export const sample = { season: '2026/2027', birthYearFrom: 2012, birthYearTo: 2013, status: 'inactive' };
