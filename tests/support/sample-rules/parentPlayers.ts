// One link per parent and player (uniqueTogether): a player each.
export const sample = {};
export const fresh = ['playerId'];
