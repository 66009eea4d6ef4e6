// The working day ends after it starts (api/src/overrides/workSchedules.ts).
export const sample = { startTime: '08:00', endTime: '16:00' };
