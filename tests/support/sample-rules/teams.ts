// The head coach is not also an assistant (api/src/overrides/teams.ts).
export const sample = { assistantCoachIds: [] };
