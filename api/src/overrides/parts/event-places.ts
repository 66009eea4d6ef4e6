import type { PoolClient } from 'pg';

/** The places of an event its participants hold: those registered or attended (a cancellation or a no-show frees one). */
export const placesTaken = async (client: PoolClient, eventId: unknown): Promise<number> => {
  const { rows } = await client.query<{ count: number }>(`SELECT count(*)::int AS "count" FROM "event_participants" WHERE "event_id" = $1 AND "status" IN ('registered', 'attended')`, [eventId]);
  return rows[0]!.count;
};
