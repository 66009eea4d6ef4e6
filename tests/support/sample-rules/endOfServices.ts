// The last working day comes after the hire date (api/src/overrides/endOfServices.ts).
export const sample = { lastWorkingDay: '2030-06-30' };
