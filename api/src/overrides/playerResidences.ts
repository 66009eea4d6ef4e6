import { causeOf } from '../crud/cause';
import type { Row } from '../crud/crud.service';
import { conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { lockBoarder, OPEN_END, refreshStatuses, stayStatus } from './parts/boarding';

// A stay open at its end (no check-out yet) holds the player from then on: beyond the declared
// noOverlap (both ends given), so this rule and its words stay here.
const OVERLAP: Record<Locale, string> = {
  en: 'The player already has a stay at that time',
  ar: 'للاعب إقامة أخرى في هذه الفترة',
};

/** What places a stay: a write changing none of it (the player's new name, days passing) is not judged again. */
const PLACING = ['playerId', 'facilityId', 'checkInOn', 'checkOutOn', 'expectedCheckOutOn'];

// (A stay is in a housing building, its dates in order: declared.) One at a time per player; checking out ends the player's room
// assignment there on that day (the rooms recount their beds, playerRoomAssignments.ts).
export const override = defineOverride(({ records }) => ({
  beforeWrite: async ({ action, id, before, values, locale, cause }, client) => {
    if (action === 'delete') return;
    const stay: Row = { ...before, ...values };
    const start = String(stay.checkInOn);
    const end = stay.checkOutOn ? String(stay.checkOutOn) : null;
    if (cause && action === 'update' && !PLACING.some((field) => field in values)) {
      values.status = stayStatus(start, end);
      const { rows: players } = await client.query<{ name: string }>('SELECT "full_name" AS "name" FROM "players" WHERE "id" = $1', [stay.playerId]);
      values.playerName = players[0]?.name ?? null;
      return;
    }
    await lockBoarder(client, stay.playerId);
    const { rows: other } = await client.query(
      `SELECT 1 FROM "player_residences" WHERE "player_id" = $1 AND "id" IS DISTINCT FROM $2 AND "check_in_on" < $4::date AND coalesce("check_out_on", '${OPEN_END}') > $3::date LIMIT 1`,
      [stay.playerId, id ?? null, start, end ?? OPEN_END],
    );
    if (other.length) throw conflict(OVERLAP[locale], { checkInOn: OVERLAP[locale] });
    values.status = stayStatus(start, end);
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
