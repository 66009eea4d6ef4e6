// One open request per player (api/src/overrides/playerApprovals.ts): a player each.
export const sample = { season: '2026/2027' };
export const fresh = ['playerId'];
