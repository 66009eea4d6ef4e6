// A day's hours of a volunteer of its own (once a day per opportunity), their national ID copied from
// their record (api/src/overrides/volunteerHoursLogs.ts).
export const sample = { nationalId: undefined };
export const fresh = ['volunteerId'];
