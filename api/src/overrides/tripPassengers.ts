import { defineOverride } from '../server-overrides/define';
import { seatedCount } from './parts/fleet';

const PERSON = { player: 'playerId', staff: 'employeeId', guest: 'passengerName' } as const;

// A passenger's moves (their times stamped), who they are, once per trip, and their times' order
// are declared in its schema; the trip counts them (its rollup). What stays, under the trip's row
// lock: nothing changes on a completed or cancelled trip (deletes included); never more seated than
// the trip's bus has seats (a capacity two records away); the boarding stop is on the trip's route;
// a player's or staff member's name is kept from their record.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, before, values } = write;
    const passenger = { ...before, ...values };
    const { rows: trips } = await client.query<{ status: string; routeId: string | null; capacity: number }>(
      `SELECT t."status", t."route_id" AS "routeId", b."capacity" FROM "bus_trips" t JOIN "buses" b ON b."id" = t."bus_id" WHERE t."id" = $1 FOR NO KEY UPDATE OF t`,
      [passenger.tripId],
    );
    const trip = trips[0];
    if (!trip) return; // the reference check answers it
    if (trip.status === 'completed' || trip.status === 'cancelled') throw rules.refuse(write, 'tripOpen', {}, 409);
    if (action === 'delete') return;
    const key = PERSON[String(passenger.passengerType) as keyof typeof PERSON];
    for (const other of Object.values(PERSON)) if (other !== key && other !== 'passengerName') values[other] = null;
    if (key === 'playerId' || key === 'employeeId') {
      const table = key === 'playerId' ? 'players' : 'employees';
      const { rows } = await client.query(`SELECT coalesce("full_name_ar", "full_name") AS "name" FROM "${table}" WHERE "id" = $1`, [passenger[key]]);
      if (rows[0]) values.passengerName = rows[0].name;
    }
    if (passenger.boardingStopId) {
      const { rows } = await client.query('SELECT 1 FROM "route_stops" WHERE "id" = $1 AND "route_id" IS NOT DISTINCT FROM $2', [passenger.boardingStopId, trip.routeId]);
      if (!rows[0]) throw rules.refuse(write, 'stopOnRoute');
    }
    // A seat is taken by a new passenger, a move to another trip, or a no-show coming back.
    const takesSeat = passenger.status !== 'noShow' && (action === 'create' || before?.status === 'noShow' || before?.tripId !== passenger.tripId);
    if (takesSeat && (await seatedCount(client, passenger.tripId)) >= trip.capacity) throw rules.refuse(write, 'busSeats', { seats: trip.capacity }, 409);
  },
}));
