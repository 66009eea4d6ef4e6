// The working day ends after it starts (api/src/overrides/workSchedules.ts); a sample never takes
// the default from another schedule (the first one becomes the default by itself).
export const sample = { startTime: '08:00', endTime: '16:00', isDefault: false };
