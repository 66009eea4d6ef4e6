import type { PoolClient } from 'pg';

/** Passengers who hold a seat on a trip (booked, on board or dropped off; a no-show frees it). */
export const seatedCount = async (client: PoolClient, tripId: unknown): Promise<number> => {
  const { rows } = await client.query<{ count: number }>(`SELECT count(*)::int AS "count" FROM "trip_passengers" WHERE "trip_id" = $1 AND "status" <> 'noShow'`, [tripId]);
  return rows[0]!.count;
};
