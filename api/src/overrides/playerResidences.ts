import { causeOf } from '../crud/cause';
import type { Row } from '../crud/crud.service';
import { defineOverride } from '../server-overrides/define';
import { OPEN_END, refreshStatuses, stayStatus } from './parts/boarding';

// (Declared: a stay is in a housing building, its dates in order, one at a time per player.)
// Checking out ends the player's room assignment there on that day (the rooms recount their beds,
// playerRoomAssignments.ts); the stay's status and player's name follow.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async ({ action, before, values }, client) => {
    if (action === 'delete') return;
    const stay: Row = { ...before, ...values };
    values.status = stayStatus(String(stay.checkInOn), stay.checkOutOn ? String(stay.checkOutOn) : null);
    const { rows: players } = await client.query<{ name: string }>('SELECT "full_name" AS "name" FROM "players" WHERE "id" = $1', [stay.playerId]);
    values.playerName = players[0]?.name ?? null;
  },
  afterWrite: async (event, client) => {
    const { after } = event;
    if (!after?.checkOutOn) return;
    const { rows } = await client.query<{ id: string }>(
      `SELECT a."id" FROM "player_room_assignments" a JOIN "residence_rooms" r ON r."id" = a."room_id"
        WHERE r."facility_id" = $2 AND a."player_id" = $1 AND a."start_on" < $3::date AND coalesce(a."end_on", '${OPEN_END}') > $3::date
        ORDER BY a."id" FOR NO KEY UPDATE OF a`,
      [after.playerId, after.facilityId, after.checkOutOn],
    );
    for (const row of rows) await records.update('playerRoomAssignments', row.id, { endOn: after.checkOutOn }, causeOf(event));
  },
  schedule: {
    daily: { everyMinutes: 60, run: (client, cause) => refreshStatuses(client, records, cause, 'playerResidences') },
  },
}));
