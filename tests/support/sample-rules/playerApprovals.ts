// One open request per player (a declared unique constraint): a player each.
export const sample = { season: '2026/2027' };
export const fresh = ['playerId'];
