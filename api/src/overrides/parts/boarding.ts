import type { PoolClient } from 'pg';
import { todayInRiyadh } from './club-calendar';

// The academy's housing: who is in a room today, and the rooms' counts kept with it.

/** The players assigned to a room today. */
export const occupantsOf = async (client: PoolClient, roomId: string): Promise<number> => {
  const { rows } = await client.query<{ count: number }>(
    `SELECT count(*)::int AS "count" FROM "player_room_assignments" WHERE "room_id" = $1 AND "start_on" <= $2::date AND ("end_on" IS NULL OR "end_on" > $2::date)`,
    [roomId, todayInRiyadh()],
  );
  return rows[0]!.count;
};

/** Recounts the rooms' occupied and free beds (after an assignment changed, or daily as days pass). */
export const recountRooms = async (client: PoolClient, roomIds?: readonly unknown[]): Promise<number> => {
  const { rowCount } = await client.query(
    `UPDATE "residence_rooms" r SET "occupied_beds" = c."taken", "free_beds" = r."beds" - c."taken", "version" = r."version" + 1, "updated_at" = now()
       FROM (SELECT r2."id", (SELECT count(*)::int FROM "player_room_assignments" a
                               WHERE a."room_id" = r2."id" AND a."start_on" <= $1::date AND (a."end_on" IS NULL OR a."end_on" > $1::date)) AS "taken"
               FROM "residence_rooms" r2 WHERE $2::uuid[] IS NULL OR r2."id" = ANY($2::uuid[])) c
      WHERE r."id" = c."id" AND r."occupied_beds" IS DISTINCT FROM c."taken"`,
    [todayInRiyadh(), roomIds ? [...new Set(roomIds.filter(Boolean))] : null],
  );
  return rowCount ?? 0;
};

/** A stay's or an assignment's state on a day: upcoming before it starts, current until it ends (the end day is the first day away), ended after. */
export const stayStatus = (start: unknown, end: unknown, day = todayInRiyadh()): 'upcoming' | 'current' | 'ended' =>
  String(start) > day ? 'upcoming' : end && String(end) <= day ? 'ended' : 'current';

/** The end of a stay or an assignment that has none yet, for overlap checks. */
export const OPEN_END = '9999-12-31';

/** One player's housing records change one write at a time (their stays and their beds). */
export const lockBoarder = (client: PoolClient, playerId: unknown) => client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`boarding:player:${playerId}`]);

/** Brings the stays' or assignments' statuses up to today (days pass): `table` with its first and end day columns. */
export const refreshStatuses = async (client: PoolClient, table: 'player_residences' | 'player_room_assignments', start: string, end: string): Promise<number> => {
  const status = `CASE WHEN "${start}" > $1::date THEN 'upcoming' WHEN "${end}" IS NOT NULL AND "${end}" <= $1::date THEN 'ended' ELSE 'current' END`;
  const { rowCount } = await client.query(`UPDATE "${table}" SET "status" = ${status}, "version" = "version" + 1, "updated_at" = now() WHERE "status" IS DISTINCT FROM ${status}`, [todayInRiyadh()]);
  return rowCount ?? 0;
};
