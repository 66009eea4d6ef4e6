// Not handed to anyone yet (a volunteer must be accepted first; api/src/overrides/volunteerTasks.ts).
export const sample = { volunteerId: null };
