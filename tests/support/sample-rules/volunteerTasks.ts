// Three hours, open, not handed to anyone yet (a volunteer must be accepted first; api/src/overrides/volunteerTasks.ts).
export const sample = { startsAt: '2026-05-17T09:30:00.000Z', endsAt: '2026-05-17T12:30:00.000Z', status: 'open', volunteerId: null };
