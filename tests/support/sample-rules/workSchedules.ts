// A sample never takes the default from another schedule (the first one becomes the default by
// itself; api/src/overrides/workSchedules.ts).
export const sample = { isDefault: false };
