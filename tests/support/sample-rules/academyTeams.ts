// A squad's players fit its age group and are in one squad a season (api/src/overrides/academyTeams.ts): none here.
export const sample = { playerIds: [] };
