// An open stay, each of its own player (api/src/overrides/playerResidences.ts: one stay at a time per player).
export const sample = { checkOutOn: null, expectedCheckOutOn: null };
export const fresh = ['playerId'];
