import { seasonOf } from '@club/schema';
import type { PoolClient } from 'pg';
import { todayInRiyadh } from './club-calendar';

// The values a player's record derives from the records about them, recomputed by the rules of
// those records in the same transaction (attendance, matches, parents' portal accounts, teams).

const distinct = (ids: readonly unknown[]): string[] => [...new Set(ids.filter((id): id is string => typeof id === 'string'))];

/** Present or late over the sessions taken, excused ones left out, in percent (none taken: empty). */
export const refreshAttendanceRates = async (client: PoolClient, playerIds: readonly unknown[]): Promise<void> => {
  const ids = distinct(playerIds);
  if (!ids.length) return;
  await client.query(
    `UPDATE "players" p SET "attendance_rate" = (
       SELECT round(100.0 * count(*) FILTER (WHERE a."status" IN ('present', 'late')) / nullif(count(*) FILTER (WHERE a."status" <> 'excused'), 0), 1)
         FROM "player_training_attendance" a JOIN "training_sessions" s ON s."id" = a."session_id"
        WHERE a."player_id" = p."id" AND s."status" <> 'cancelled')
      WHERE p."id" = ANY($1::uuid[])`,
    [ids],
  );
};

/** A session's present (or late) and absent counts. */
export const refreshSessionCounts = async (client: PoolClient, sessionIds: readonly unknown[]): Promise<void> => {
  const ids = distinct(sessionIds);
  if (!ids.length) return;
  await client.query(
    `UPDATE "training_sessions" s SET
        "present_count" = (SELECT count(*) FROM "player_training_attendance" a WHERE a."session_id" = s."id" AND a."status" IN ('present', 'late')),
        "absent_count" = (SELECT count(*) FROM "player_training_attendance" a WHERE a."session_id" = s."id" AND a."status" = 'absent')
      WHERE s."id" = ANY($1::uuid[])`,
    [ids],
  );
};

/** Matches played (any minutes), minutes, goals and assists over every match of the player. */
export const refreshMatchTotals = async (client: PoolClient, playerIds: readonly unknown[]): Promise<void> => {
  const ids = distinct(playerIds);
  if (!ids.length) return;
  await client.query(
    `UPDATE "players" p SET
        "matches_played" = t."played", "minutes_played" = t."minutes", "goals" = t."goals", "assists" = t."assists"
       FROM (SELECT q."id", count(m."id") FILTER (WHERE m."minutes_played" > 0) AS "played", coalesce(sum(m."minutes_played"), 0) AS "minutes",
                    coalesce(sum(m."goals"), 0) AS "goals", coalesce(sum(m."assists"), 0) AS "assists"
               FROM unnest($1::uuid[]) AS q ("id") LEFT JOIN "player_matches" m ON m."player_id" = q."id" GROUP BY q."id") t
      WHERE p."id" = t."id"`,
    [ids],
  );
};

/** The portal accounts of the players' parents: the users who may read those players. */
export const refreshPortalUsers = async (client: PoolClient, playerIds: readonly unknown[]): Promise<void> => {
  const ids = distinct(playerIds);
  if (!ids.length) return;
  await client.query(
    `UPDATE "players" p SET "portal_user_ids" = coalesce((
       SELECT array_agg(DISTINCT a."user_id" ORDER BY a."user_id") FROM "parent_players" l JOIN "parent_portal" a ON a."parent_id" = l."parent_id"
        WHERE l."player_id" = p."id" AND a."user_id" IS NOT NULL), '{}')
      WHERE p."id" = ANY($1::uuid[])`,
    [ids],
  );
};

/** The players of a parent (whose portal account changed). */
export const childrenOf = async (client: PoolClient, parentId: unknown): Promise<string[]> =>
  (await client.query<{ id: string }>('SELECT "player_id" AS "id" FROM "parent_players" WHERE "parent_id" = $1', [parentId])).rows.map((row) => row.id);

/** How many players each team and age group has. */
export const refreshPlayerCounts = async (client: PoolClient, teamIds: readonly unknown[], ageGroupIds: readonly unknown[]): Promise<void> => {
  const teams = distinct(teamIds);
  const groups = distinct(ageGroupIds);
  if (teams.length) await client.query('UPDATE "teams" t SET "player_count" = (SELECT count(*) FROM "players" p WHERE p."team_id" = t."id") WHERE t."id" = ANY($1::uuid[])', [teams]);
  if (groups.length) await client.query('UPDATE "age_groups" g SET "player_count" = (SELECT count(*) FROM "players" p WHERE p."age_group_id" = g."id") WHERE g."id" = ANY($1::uuid[])', [groups]);
};

/**
 * The age group of a birth year and gender in a season (SQL expressions): the active group whose
 * years hold it, of the player's gender or mixed (the gender's own group first).
 */
export const ageGroupSql = (birthYear: string, gender: string, season: string): string => `(SELECT g."id" FROM "age_groups" g
   WHERE g."status" = 'active' AND g."season" = ${season} AND ${birthYear} BETWEEN g."birth_year_from" AND g."birth_year_to" AND g."gender" IN (${gender}, 'mixed')
   ORDER BY g."gender" = 'mixed', g."birth_year_from" DESC LIMIT 1)`;

export const ageGroupOf = async (client: PoolClient, birthYear: number, gender: string, season: string): Promise<string | null> =>
  (await client.query<{ id: string | null }>(`SELECT ${ageGroupSql('$1::int', '$2', '$3')} AS "id"`, [birthYear, gender, season])).rows[0]?.id ?? null;

/** The count of players of every age group whose count changed (only those rows are written, so locked). */
export const refreshAllAgeGroupCounts = async (client: PoolClient): Promise<void> => {
  await client.query(
    `UPDATE "age_groups" g SET "player_count" = c."players"
       FROM (SELECT a."id", count(p."id")::int AS "players" FROM "age_groups" a LEFT JOIN "players" p ON p."age_group_id" = a."id" GROUP BY a."id") c
      WHERE g."id" = c."id" AND g."player_count" IS DISTINCT FROM c."players"`,
  );
};

/** Whether a player has a treatment plan still going on (which keeps them injured). */
export const underTreatment = async (client: PoolClient, playerId: unknown): Promise<boolean> =>
  (await client.query('SELECT 1 FROM "treatment_plans" WHERE "player_id" = $1 AND "status" = \'active\' LIMIT 1', [playerId])).rows.length > 0;

/**
 * Players' ages and age groups brought up to date (each day; when groups change, only the players
 * born in the years the change touched); how many moved.
 */
export const reassignAgeGroups = async (client: PoolClient, birthYears?: readonly [number, number][]): Promise<number> => {
  const today = todayInRiyadh();
  const { rowCount } = await client.query(
    `UPDATE "players" p SET "age" = n."age", "age_group_id" = n."group"
       FROM (SELECT q."id", date_part('year', age($1::date, q."date_of_birth"))::int AS "age",
                    ${ageGroupSql('date_part(\'year\', q."date_of_birth")::int', 'q."gender"', '$2')} AS "group"
               FROM "players" q
              WHERE $3::int[] IS NULL OR EXISTS (SELECT 1 FROM unnest($3::int[], $4::int[]) AS y ("from", "to") WHERE date_part('year', q."date_of_birth") BETWEEN y."from" AND y."to")) n
      WHERE p."id" = n."id" AND (p."age" IS DISTINCT FROM n."age" OR p."age_group_id" IS DISTINCT FROM n."group")`,
    [today, seasonOf(today), birthYears?.map(([from]) => from) ?? null, birthYears?.map(([, to]) => to) ?? null],
  );
  await refreshAllAgeGroupCounts(client);
  return rowCount ?? 0;
};
