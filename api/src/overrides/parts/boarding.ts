import type { PoolClient } from 'pg';
import type { Cause } from '../../crud/cause';
import type { Records } from '../../crud/records';
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

/** Recounts the rooms' occupied and free beds (after an assignment changed, or daily as days pass); how many changed. */
export const recountRooms = async (client: PoolClient, records: Records, cause: Cause, roomIds?: readonly unknown[]): Promise<number> => {
  const ids = roomIds ? [...new Set(roomIds.filter((id): id is string => typeof id === 'string'))] : null;
  if (ids?.length === 0) return 0;
  const { rows } = await client.query<{ id: string; taken: number; free: number }>(
    `SELECT r."id", c."taken", r."beds" - c."taken" AS "free"
       FROM "residence_rooms" r, LATERAL (SELECT count(*)::int AS "taken" FROM "player_room_assignments" a
                                           WHERE a."room_id" = r."id" AND a."start_on" <= $1::date AND (a."end_on" IS NULL OR a."end_on" > $1::date)) c
      WHERE ($2::uuid[] IS NULL OR r."id" = ANY($2::uuid[])) AND r."occupied_beds" IS DISTINCT FROM c."taken"
      ORDER BY r."id" FOR NO KEY UPDATE OF r`,
    [todayInRiyadh(), ids],
  );
  for (const row of rows) await records.update('residenceRooms', row.id, { occupiedBeds: row.taken, freeBeds: row.free }, cause);
  return rows.length;
};

/** A stay's or an assignment's state on a day: upcoming before it starts, current until it ends (the end day is the first day away), ended after. */
export const stayStatus = (start: unknown, end: unknown, day = todayInRiyadh()): 'upcoming' | 'current' | 'ended' =>
  String(start) > day ? 'upcoming' : end && String(end) <= day ? 'ended' : 'current';

/** The end of a stay or an assignment that has none yet, for overlap checks. */
export const OPEN_END = '9999-12-31';

const DAYS = {
  playerResidences: { table: 'player_residences', start: 'check_in_on', end: 'check_out_on' },
  playerRoomAssignments: { table: 'player_room_assignments', start: 'start_on', end: 'end_on' },
} as const;

/** Brings the stays' or assignments' statuses up to today (days pass); how many changed. */
export const refreshStatuses = async (client: PoolClient, records: Records, cause: Cause, resource: keyof typeof DAYS): Promise<number> => {
  const { table, start, end } = DAYS[resource];
  const status = `CASE WHEN "${start}" > $1::date THEN 'upcoming' WHEN "${end}" IS NOT NULL AND "${end}" <= $1::date THEN 'ended' ELSE 'current' END`;
  const { rows } = await client.query<{ id: string; status: string }>(
    `SELECT "id", ${status} AS "status" FROM "${table}" WHERE "status" IS DISTINCT FROM ${status} ORDER BY "id" FOR NO KEY UPDATE`,
    [todayInRiyadh()],
  );
  for (const row of rows) await records.update(resource, row.id, { status: row.status }, cause);
  return rows.length;
};
