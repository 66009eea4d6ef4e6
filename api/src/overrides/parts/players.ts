import { seasonOf } from '@club/schema';
import type { PoolClient } from 'pg';
import type { Cause } from '../../crud/cause';
import type { Records } from '../../crud/records';
import { todayInRiyadh } from './club-calendar';

// The values a player's record derives from the records about them, recomputed by the rules of
// those records in the same transaction (attendance, matches, parents' portal accounts, teams),
// written through `records` with the write (or job) that caused them: each row's new values read
// in one statement (the rows locked in id order), then each row that changes written.

/** The ids given, each once, in a stable order (rows are locked in it). */
const distinct = (ids: readonly unknown[]): string[] => [...new Set(ids.filter((id): id is string => typeof id === 'string'))].sort();

/** Present or late over the sessions taken, excused ones left out, in percent (none taken: empty). */
export const refreshAttendanceRates = async (client: PoolClient, records: Records, cause: Cause, playerIds: readonly unknown[]): Promise<void> => {
  const ids = distinct(playerIds);
  if (!ids.length) return;
  const { rows } = await client.query<{ id: string; rate: number | null }>(
    `SELECT p."id", r."rate"
       FROM "players" p, LATERAL (
         SELECT round(100.0 * count(*) FILTER (WHERE a."status" IN ('present', 'late')) / nullif(count(*) FILTER (WHERE a."status" <> 'excused'), 0), 1) AS "rate"
           FROM "player_training_attendance" a JOIN "training_sessions" s ON s."id" = a."session_id"
          WHERE a."player_id" = p."id" AND s."status" <> 'cancelled') r
      WHERE p."id" = ANY($1::uuid[]) AND p."attendance_rate" IS DISTINCT FROM r."rate"
      ORDER BY p."id" FOR NO KEY UPDATE OF p`,
    [ids],
  );
  for (const row of rows) await records.update('players', row.id, { attendanceRate: row.rate }, cause);
};

/** Matches played (any minutes), minutes, goals and assists over every match of the player. */
export const refreshMatchTotals = async (client: PoolClient, records: Records, cause: Cause, playerIds: readonly unknown[]): Promise<void> => {
  const ids = distinct(playerIds);
  if (!ids.length) return;
  const { rows } = await client.query<{ id: string; played: number; minutes: number; goals: number; assists: number }>(
    `SELECT p."id", t."played", t."minutes", t."goals", t."assists"
       FROM "players" p, LATERAL (
         SELECT (count(m."id") FILTER (WHERE m."minutes_played" > 0))::int AS "played", coalesce(sum(m."minutes_played"), 0)::int AS "minutes",
                coalesce(sum(m."goals"), 0)::int AS "goals", coalesce(sum(m."assists"), 0)::int AS "assists"
           FROM "player_matches" m WHERE m."player_id" = p."id") t
      WHERE p."id" = ANY($1::uuid[])
        AND (p."matches_played", p."minutes_played", p."goals", p."assists") IS DISTINCT FROM (t."played", t."minutes", t."goals", t."assists")
      ORDER BY p."id" FOR NO KEY UPDATE OF p`,
    [ids],
  );
  for (const row of rows) {
    await records.update('players', row.id, { matchesPlayed: row.played, minutesPlayed: row.minutes, goals: row.goals, assists: row.assists }, cause);
  }
};

/** The portal accounts of the players' parents: the users who may read those players. */
export const refreshPortalUsers = async (client: PoolClient, records: Records, cause: Cause, playerIds: readonly unknown[]): Promise<void> => {
  const ids = distinct(playerIds);
  if (!ids.length) return;
  const { rows } = await client.query<{ id: string; users: string[] }>(
    `SELECT p."id", u."users"
       FROM "players" p, LATERAL (
         SELECT coalesce(array_agg(DISTINCT a."user_id" ORDER BY a."user_id"), '{}') AS "users"
           FROM "parent_players" l JOIN "parent_portal" a ON a."parent_id" = l."parent_id"
          WHERE l."player_id" = p."id" AND a."user_id" IS NOT NULL) u
      WHERE p."id" = ANY($1::uuid[]) AND p."portal_user_ids" IS DISTINCT FROM u."users"
      ORDER BY p."id" FOR NO KEY UPDATE OF p`,
    [ids],
  );
  for (const row of rows) await records.update('players', row.id, { portalUserIds: row.users }, cause);
};

/** The players of a parent (whose portal account changed). */
export const childrenOf = async (client: PoolClient, parentId: unknown): Promise<string[]> =>
  (await client.query<{ id: string }>('SELECT "player_id" AS "id" FROM "parent_players" WHERE "parent_id" = $1', [parentId])).rows.map((row) => row.id);

/** How many players each age group has (a team's count is a declared rollup). */
export const refreshPlayerCounts = async (client: PoolClient, records: Records, cause: Cause, ageGroupIds: readonly unknown[]): Promise<void> => {
  const ids = distinct(ageGroupIds);
  if (!ids.length) return;
  const { rows } = await client.query<{ id: string; players: number }>(
    `SELECT g."id", c."players"
       FROM "age_groups" g, LATERAL (SELECT count(*)::int AS "players" FROM "players" p WHERE p."age_group_id" = g."id") c
      WHERE g."id" = ANY($1::uuid[]) AND g."player_count" IS DISTINCT FROM c."players"
      ORDER BY g."id" FOR NO KEY UPDATE OF g`,
    [ids],
  );
  for (const row of rows) await records.update('ageGroups', row.id, { playerCount: row.players }, cause);
};

/**
 * The age group of a birth year and gender in a season (SQL expressions): the active group whose
 * years hold it, of the player's gender or mixed (the gender's own group first).
 */
export const ageGroupSql = (birthYear: string, gender: string, season: string, excluding?: string): string => `(SELECT g."id" FROM "age_groups" g
   WHERE g."status" = 'active'${excluding ? ` AND g."id" IS DISTINCT FROM ${excluding}` : ''} AND g."season" = ${season} AND ${birthYear} BETWEEN g."birth_year_from" AND g."birth_year_to" AND g."gender" IN (${gender}, 'mixed')
   ORDER BY g."gender" = 'mixed', g."birth_year_from" DESC LIMIT 1)`;

export const ageGroupOf = async (client: PoolClient, birthYear: number, gender: string, season: string, excluding?: string): Promise<string | null> =>
  (await client.query<{ id: string | null }>(`SELECT ${ageGroupSql('$1::int', '$2', '$3', '$4::uuid')} AS "id"`, [birthYear, gender, season, excluding ?? null])).rows[0]?.id ?? null;

/** The count of players of every age group whose count changed (only those rows are written, so locked). */
export const refreshAllAgeGroupCounts = async (client: PoolClient, records: Records, cause: Cause): Promise<void> => {
  const { rows } = await client.query<{ id: string; players: number }>(
    `SELECT g."id", c."players"
       FROM "age_groups" g, LATERAL (SELECT count(*)::int AS "players" FROM "players" p WHERE p."age_group_id" = g."id") c
      WHERE g."player_count" IS DISTINCT FROM c."players"
      ORDER BY g."id" FOR NO KEY UPDATE OF g`,
  );
  for (const row of rows) await records.update('ageGroups', row.id, { playerCount: row.players }, cause);
};

/** Whether a player has a treatment plan still going on (which keeps them injured). */
export const underTreatment = async (client: PoolClient, playerId: unknown): Promise<boolean> =>
  (await client.query('SELECT 1 FROM "treatment_plans" WHERE "player_id" = $1 AND "status" = \'active\' LIMIT 1', [playerId])).rows.length > 0;

/**
 * Players' ages and age groups brought up to date (each day; when groups change, only the players
 * born in the years the change touched); how many moved.
 */
export const reassignAgeGroups = async (client: PoolClient, records: Records, cause: Cause, birthYears?: readonly [number, number][]): Promise<number> => {
  const today = todayInRiyadh();
  const { rows } = await client.query<{ id: string; age: number; group: string | null }>(
    `SELECT p."id", n."age", n."group"
       FROM "players" p JOIN (
         SELECT q."id", date_part('year', age($1::date, q."date_of_birth"))::int AS "age",
                ${ageGroupSql('date_part(\'year\', q."date_of_birth")::int', 'q."gender"', '$2')} AS "group"
           FROM "players" q
          WHERE $3::int[] IS NULL OR EXISTS (SELECT 1 FROM unnest($3::int[], $4::int[]) AS y ("from", "to") WHERE date_part('year', q."date_of_birth") BETWEEN y."from" AND y."to")) n ON n."id" = p."id"
      WHERE p."age" IS DISTINCT FROM n."age" OR p."age_group_id" IS DISTINCT FROM n."group"
      ORDER BY p."id" FOR NO KEY UPDATE OF p`,
    [today, seasonOf(today), birthYears?.map(([from]) => from) ?? null, birthYears?.map(([, to]) => to) ?? null],
  );
  for (const row of rows) await records.update('players', row.id, { age: row.age, ageGroupId: row.group }, cause);
  await refreshAllAgeGroupCounts(client, records, cause);
  return rows.length;
};
