import { causeOf } from '../crud/cause';
import type { Row } from '../crud/crud.service';
import type { RuleRefusals } from '../rules/refusals';
import { defineOverride } from '../server-overrides/define';
import type { RecordAction } from '../server-overrides/record-actions';
import { OPEN_END, recountRooms, refreshStatuses, stayStatus } from './parts/boarding';
import { todayInRiyadh } from './parts/club-calendar';

/** What places an assignment in a bed; a stay's check-out (ending it that day) is judged by the stay. */
const PLACING = ['residenceId', 'roomId', 'bedNumber', 'startOn'];

// (Declared: the end after the start, a bed within the room's beds and in one player's use at a
// time, a player in one bed at a time, a room in service.) What stays: the room is of the player's
// gender, in the building of the player's stay, and the assignment within the stay; the player is
// the stay's. `move` ends the current assignment on a day and opens the next in one transaction:
// the history stays. What other records change of an assignment (the stay's check-out ending it,
// the player's new name, days passing) is not a placing: it is not judged again, its derived
// values follow.
export const override = defineOverride(({ records, rules }) => ({
  // The player is the stay's, before the rules keep one bed per player; the room is locked, so a
  // bed taken away from it meanwhile waits for this placing.
  prepare: async (write, client) => {
    if (write.action === 'delete') return;
    const stay: Row = { ...write.before, ...write.values };
    const [residence] = await records.find('playerResidences', { id: stay.residenceId }, { limit: 1 });
    if (residence) Object.assign(write.values, { playerId: residence.playerId, playerName: residence.playerName });
    if (stay.roomId) await client.query('SELECT 1 FROM "residence_rooms" WHERE "id" = $1 FOR NO KEY UPDATE', [stay.roomId]);
  },
  beforeWrite: async (write, client) => {
    const { action, values, cause } = write;
    if (action === 'delete') return;
    const stay: Row = { ...write.before, ...values };
    const start = String(stay.startOn);
    const end = stay.endOn ? String(stay.endOn) : null;
    values.status = stayStatus(start, end);
    const placing = !cause || action !== 'update' || PLACING.some((field) => field in values) || ('endOn' in values && cause.resource !== 'playerResidences');
    if (!placing) return;
    const [residence] = await records.find('playerResidences', { id: stay.residenceId }, { limit: 1 });
    const [room] = await records.find('residenceRooms', { id: stay.roomId }, { limit: 1 });
    if (!residence || !room) return; // the reference check answers it
    const { rows: players } = await client.query<{ gender: string }>('SELECT "gender" FROM "players" WHERE "id" = $1', [stay.playerId]);
    if (players[0] && players[0].gender !== room.gender) throw rules.refuse(write, 'roomOfGender');
    if (room.facilityId !== residence.facilityId) throw rules.refuse(write, 'roomOfStay');
    const [checkIn, checkOut] = [String(residence.checkInOn), residence.checkOutOn ? String(residence.checkOutOn) : null];
    if (start < checkIn || (checkOut && (start >= checkOut || (end ?? OPEN_END) > checkOut))) throw rules.refuse(write, 'withinStay');
  },
  afterWrite: async (event, client) => {
    await recountRooms(client, records, causeOf(event), [event.before?.roomId, event.after?.roomId]);
  },
  recordActions: { move: moveAction(rules) },
  schedule: {
    // Days pass: assignments start and end, rooms fill and empty.
    daily: { everyMinutes: 60, run: async (client, cause) => (await refreshStatuses(client, records, cause, 'playerRoomAssignments')) + (await recountRooms(client, records, cause)) },
  },
}));

function moveAction(rules: RuleRefusals): RecordAction {
  return {
    run: ({ resource, id, body, actor, reader, locale }, crud) =>
      crud.together(async () => {
        const given = (typeof body === 'object' && body !== null ? body : {}) as Row;
        const current = await crud.getOne(resource, id, locale, reader);
        const on = typeof given.on === 'string' && given.on ? given.on : todayInRiyadh();
        if (typeof given.roomId !== 'string' || !Number.isInteger(given.bedNumber) || on <= String(current.startOn)) throw rules.refuse({ resource, locale }, 'moveNamesBed');
        await crud.update(resource, id, { endOn: on, version: current.version }, locale, { actor, reader, recordAction: { name: 'move', body: given } });
        return crud.create(resource, { residenceId: current.residenceId, roomId: given.roomId, bedNumber: given.bedNumber, startOn: on, reason: 'move', notes: typeof given.notes === 'string' ? given.notes.slice(0, 300) : null }, locale, { actor, reader });
      }),
  };
}
