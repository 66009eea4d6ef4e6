// One row per session and player, a player of the session's team (the samples share one team): a session each.
export const sample = { status: 'present', minutesLate: null };
export const fresh = ['sessionId'];
