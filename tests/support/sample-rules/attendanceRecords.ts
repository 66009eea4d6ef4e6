// The check-out comes after the check-in (api/src/overrides/attendanceRecords.ts).
export const sample = { checkIn: '08:05', checkOut: '16:10' };
