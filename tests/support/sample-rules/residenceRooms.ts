// In service (api/src/overrides/playerRoomAssignments.ts: a closed room takes nobody).
export const sample = { status: 'inService' };
