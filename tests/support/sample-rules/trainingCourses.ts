// A course ends on or after its first day (api/src/overrides/trainingCourses.ts).
export const sample = { startDate: '2026-12-01', endDate: '2026-12-05', seats: 20 };
