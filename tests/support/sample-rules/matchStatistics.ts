// One row per side and match, shots on target among the shots (api/src/overrides/matchStatistics.ts).
export const sample = { shots: 10, shotsOnTarget: 4, possession: 55 };
export const fresh = ['matchId'];
