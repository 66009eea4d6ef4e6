import type { PoolClient } from 'pg';

// One bus, one driver, one trip at a time: whoever schedules a trip takes the bus's and the driver's
// locks first (in a fixed order), so two trips written at the same moment take turns and the
// second sees the first.

/** Waits for the locks of a bus and a driver (until the transaction ends). */
export const lockBusAndDriver = async (client: PoolClient, busId: unknown, driverId: unknown): Promise<void> => {
  for (const key of [`bus:${busId}`, `driver:${driverId}`].sort()) await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
};

/** Another trip (not cancelled) of this bus or driver whose time overlaps [start, end): its number and which of the two it shares. */
export const overlappingTrip = async (
  client: PoolClient,
  trip: { id?: string; busId: unknown; driverId: unknown; start: string; end: string },
): Promise<{ number: string; sharesBus: boolean } | undefined> => {
  const { rows } = await client.query<{ number: string; sharesBus: boolean }>(
    `SELECT "number", "bus_id" = $2 AS "sharesBus" FROM "bus_trips"
      WHERE ("bus_id" = $2 OR "driver_id" = $3) AND "status" <> 'cancelled' AND "id" IS DISTINCT FROM $1
        AND "departure_at" < $5 AND "return_at" > $4
      ORDER BY "departure_at" LIMIT 1`,
    [trip.id ?? null, trip.busId, trip.driverId, trip.start, trip.end],
  );
  return rows[0];
};

/** Passengers who hold a seat on a trip (booked, on board or dropped off; a no-show frees it). */
export const seatedCount = async (client: PoolClient, tripId: unknown): Promise<number> => {
  const { rows } = await client.query<{ count: number }>(`SELECT count(*)::int AS "count" FROM "trip_passengers" WHERE "trip_id" = $1 AND "status" <> 'noShow'`, [tripId]);
  return rows[0]!.count;
};
