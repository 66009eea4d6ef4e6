// Each assignment its own stay and room (api/src/overrides/playerRoomAssignments.ts: one bed per player, one player per bed).
export const sample = { endOn: null };
export const fresh = ['residenceId', 'roomId'];
