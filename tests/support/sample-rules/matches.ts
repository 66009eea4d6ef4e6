// A completed match with its score (api/src/overrides/matches.ts): statistics and players' numbers need one that kicked off.
export const sample = { status: 'completed', kickoffAt: '2026-01-10T15:00:00.000Z', goalsFor: 2, goalsAgainst: 1 };
