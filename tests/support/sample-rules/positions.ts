// Room for every sample employee the tests hire into one position (api/src/overrides/employees.ts).
export const sample = { headcount: 500 };
