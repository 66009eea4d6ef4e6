import type { PoolClient } from 'pg';

// One place, one use at a time: a confirmed (or completed) booking and a training session that is
// not cancelled both hold their place for their hours. Whoever books a place takes its lock first,
// so two bookings of it at the same moment take turns and the second sees the first.

/** Waits for the place's lock (until the transaction ends): the one a declared noOverlap per facilityId takes. */
export const lockPlace = (client: PoolClient, facilityId: unknown) => client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`noOverlap:facilityId:${facilityId}`]);

/** What else holds the place during [start, end) (its title), if anything: a booking or a session other than `except`. */
export const placeTakenBy = async (client: PoolClient, facilityId: unknown, start: string, end: string, except: { booking?: string; session?: string } = {}): Promise<string | undefined> => {
  const { rows } = await client.query<{ title: string }>(
    `SELECT "title" FROM (
       SELECT "title", "starts_at" FROM "facility_bookings"
        WHERE "facility_id" = $1 AND "status" IN ('confirmed', 'completed') AND "id" IS DISTINCT FROM $4 AND "starts_at" < $3 AND "ends_at" > $2
       UNION ALL
       SELECT "title", "starts_at" FROM "training_sessions"
        WHERE "facility_id" = $1 AND "status" <> 'cancelled' AND "id" IS DISTINCT FROM $5 AND "starts_at" < $3 AND "ends_at" > $2
     ) AS "taken" ORDER BY "starts_at" LIMIT 1`,
    [facilityId, start, end, except.booking ?? null, except.session ?? null],
  );
  return rows[0]?.title;
};
