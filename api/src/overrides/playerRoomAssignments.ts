import { causeOf } from '../crud/cause';
import type { Row } from '../crud/crud.service';
import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import type { RecordAction } from '../server-overrides/record-actions';
import { lockBoarder, OPEN_END, recountRooms, refreshStatuses, stayStatus } from './parts/boarding';
import { todayInRiyadh } from './parts/club-calendar';

const MESSAGES: Record<Locale, {
  refused: string;
  order: string;
  noBed: (beds: number) => string;
  closed: string;
  gender: string;
  otherBuilding: string;
  outsideStay: string;
  bedTaken: (who: string) => string;
  full: string;
  hasBed: string;
  move: string;
}> = {
  en: {
    refused: 'The room assignment cannot be saved this way',
    order: 'An assignment ends after it starts',
    noBed: (beds) => `The room has beds 1 to ${beds}`,
    closed: 'The room is not in service',
    gender: "The room is for the other gender",
    otherBuilding: "The room is in another building than the player's stay",
    outsideStay: "The assignment is within the player's stay",
    bedTaken: (who) => `The bed is taken then by ${who}`,
    full: 'Every bed of the room is taken then',
    hasBed: 'The player already has a bed then',
    move: 'A move names the room and the bed, and a day from the current assignment’s start',
  },
  ar: {
    refused: 'لا يمكن حفظ تسكين اللاعب بهذه الطريقة',
    order: 'ينتهي التسكين بعد بدايته',
    noBed: (beds) => `أسرّة الغرفة من 1 إلى ${beds}`,
    closed: 'الغرفة خارج الخدمة',
    gender: 'الغرفة مخصصة للجنس الآخر',
    otherBuilding: 'الغرفة في مبنى غير مبنى إقامة اللاعب',
    outsideStay: 'يكون التسكين ضمن فترة إقامة اللاعب',
    bedTaken: (who) => `السرير مشغول حينها بـ ${who}`,
    full: 'كل أسرّة الغرفة مشغولة حينها',
    hasBed: 'للاعب سرير آخر حينها',
    move: 'يحدد النقل الغرفة والسرير، ويومًا بعد بداية التسكين الحالي',
  },
};

/** What places an assignment in a bed; a stay's check-out (ending it that day) is judged by the stay. */
const PLACING = ['residenceId', 'roomId', 'bedNumber', 'startOn'];

// A bed holds one player at a time, a room never more players than beds (the room's row is locked
// while checking, so two assignments at once take turns), the room is in service, of the player's
// gender, in the building of the player's stay; a player has one bed at a time (their own lock).
// `move` ends the current assignment on a day and opens the next in one transaction: the history stays.
// What other records change of an assignment (the stay's check-out ending it, the player's new
// name, days passing) is not a placing: it is not judged again, its derived values follow.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async ({ action, id, before, values, locale, cause }, client) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const stay: Row = { ...before, ...values };
    const start = String(stay.startOn);
    const end = stay.endOn ? String(stay.endOn) : null;
    if (end && end <= start) throw badRequest(m.refused, { endOn: m.order });
    values.status = stayStatus(start, end);
    const placing = !cause || action !== 'update' || PLACING.some((field) => field in values) || ('endOn' in values && cause.resource !== 'playerResidences');
    const { rows: residences } = await client.query<{ playerId: string; playerName: string | null; facilityId: string; checkInOn: string; checkOutOn: string | null }>(
      `SELECT "player_id" AS "playerId", "player_name" AS "playerName", "facility_id" AS "facilityId", "check_in_on"::text AS "checkInOn", "check_out_on"::text AS "checkOutOn" FROM "player_residences" WHERE "id" = $1`,
      [stay.residenceId],
    );
    const residence = residences[0];
    if (!residence) return; // the reference check answers it
    values.playerId = stay.playerId = residence.playerId;
    values.playerName = residence.playerName;
    if (!placing) return;
    await lockBoarder(client, stay.playerId);
    const { rows: rooms } = await client.query<{ facilityId: string; beds: number; gender: string; status: string }>(
      `SELECT "facility_id" AS "facilityId", "beds", "gender", "status" FROM "residence_rooms" WHERE "id" = $1 FOR NO KEY UPDATE`,
      [stay.roomId],
    );
    const room = rooms[0];
    if (!room) return;
    const { rows: players } = await client.query<{ gender: string }>('SELECT "gender" FROM "players" WHERE "id" = $1', [stay.playerId]);
    if (Number(stay.bedNumber) > room.beds) throw badRequest(m.refused, { bedNumber: m.noBed(room.beds) });
    if (players[0] && players[0].gender !== room.gender) throw badRequest(m.refused, { roomId: m.gender });
    if (room.facilityId !== residence.facilityId) throw badRequest(m.refused, { roomId: m.otherBuilding });
    if (start < residence.checkInOn || (residence.checkOutOn && (start >= residence.checkOutOn || (end ?? OPEN_END) > residence.checkOutOn))) throw badRequest(m.refused, { startOn: m.outsideStay });
    const placed = action === 'create' || values.roomId !== undefined || values.bedNumber !== undefined || values.startOn !== undefined || values.endOn !== undefined;
    if (!placed) return;
    if (room.status !== 'inService' && (action === 'create' || values.roomId !== undefined)) throw conflict(m.closed, { roomId: m.closed });
    const overlap = `"start_on" < $2::date AND coalesce("end_on", '${OPEN_END}') > $1::date AND "id" IS DISTINCT FROM $3`;
    const { rows: bed } = await client.query<{ name: string }>(
      `SELECT p."full_name" AS "name" FROM "player_room_assignments" a JOIN "players" p ON p."id" = a."player_id"
        WHERE a."room_id" = $4 AND a."bed_number" = $5 AND ${overlap.replace(/"(start_on|end_on|id)"/g, 'a."$1"')} LIMIT 1`,
      [start, end ?? OPEN_END, id ?? null, stay.roomId, stay.bedNumber],
    );
    if (bed[0]) throw conflict(m.bedTaken(bed[0].name), { bedNumber: m.bedTaken(bed[0].name) });
    const { rows: inRoom } = await client.query<{ count: number }>(`SELECT count(*)::int AS "count" FROM "player_room_assignments" WHERE "room_id" = $4 AND ${overlap}`, [start, end ?? OPEN_END, id ?? null, stay.roomId]);
    if (inRoom[0]!.count >= room.beds) throw conflict(m.full, { roomId: m.full });
    const { rows: own } = await client.query(`SELECT 1 FROM "player_room_assignments" WHERE "player_id" = $4 AND ${overlap} LIMIT 1`, [start, end ?? OPEN_END, id ?? null, stay.playerId]);
    if (own.length) throw conflict(m.hasBed, { playerId: m.hasBed });
  },
  afterWrite: async (event, client) => {
    await recountRooms(client, records, causeOf(event), [event.before?.roomId, event.after?.roomId]);
  },
  recordActions: { move: moveAction() },
  schedule: {
    // Days pass: assignments start and end, rooms fill and empty.
    daily: { everyMinutes: 60, run: async (client, cause) => (await refreshStatuses(client, records, cause, 'playerRoomAssignments')) + (await recountRooms(client, records, cause)) },
  },
}));

function moveAction(): RecordAction {
  return {
    run: ({ resource, id, body, actor, reader, locale }, crud) =>
      crud.together(async () => {
        const m = MESSAGES[locale];
        const given = (typeof body === 'object' && body !== null ? body : {}) as Row;
        const current = await crud.getOne(resource, id, locale, reader);
        const on = typeof given.on === 'string' && given.on ? given.on : todayInRiyadh();
        if (typeof given.roomId !== 'string' || !Number.isInteger(given.bedNumber) || on <= String(current.startOn)) throw badRequest(m.move, { roomId: m.move });
        await crud.update(resource, id, { endOn: on, version: current.version }, locale, { actor, reader, recordAction: { name: 'move', body: given } });
        return crud.create(resource, { residenceId: current.residenceId, roomId: given.roomId, bedNumber: given.bedNumber, startOn: on, reason: 'move', notes: typeof given.notes === 'string' ? given.notes.slice(0, 300) : null }, locale, { actor, reader });
      }),
  };
}
