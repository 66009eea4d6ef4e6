// A starter's numbers; the squad never outscores the team (api/src/overrides/playerMatches.ts): a match each.
// A player each too: the shared one may be under treatment (injured), and an injured player is not entered.
export const sample = { role: 'starter', minutesPlayed: 90, goals: 1, assists: 0, yellowCards: 0, redCards: 0, rating: 7 };
export const fresh = ['matchId', 'playerId'];
