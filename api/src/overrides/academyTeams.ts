import { defineOverride } from '../server-overrides/define';

// A squad plays in its age group's season; each of its players was born within the group's years
// (and is of its gender, unless mixed) and is in no other squad that season (checked under a lock
// on the season, so two squads written at once cannot both take a player).
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, id, before, values, locale } = write;
    if (action === 'delete') return;
    const squad = { ...before, ...values };
    const playerIds = (squad.playerIds as string[] | null) ?? [];
    const { rows: groups } = await client.query('SELECT "season", "birth_year_from" AS "from", "birth_year_to" AS "to", "gender" FROM "age_groups" WHERE "id" = $1', [squad.ageGroupId]);
    const group = groups[0];
    values.season = group?.season ?? null;
    values.playerCount = playerIds.length;
    if (!group || !playerIds.length) return;
    const nameColumn = locale === 'ar' ? '"full_name_ar"' : '"full_name"';
    const { rows: misfits } = await client.query<{ name: string }>(
      `SELECT ${nameColumn} AS "name" FROM "players" WHERE "id" = ANY($1::uuid[])
          AND (date_part('year', "date_of_birth")::int NOT BETWEEN $2 AND $3 OR ($4 <> 'mixed' AND "gender" <> $4)) LIMIT 1`,
      [playerIds, group.from, group.to, group.gender],
    );
    if (misfits[0]) throw rules.refuse(write, 'ofTheAgeGroup', { name: misfits[0].name });
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`academyTeams:${group.season}`]);
    const { rows: taken } = await client.query<{ name: string; squad: string }>(
      `SELECT ${nameColumn} AS "name", t.${locale === 'ar' ? '"name_ar"' : '"name"'} AS "squad"
         FROM "academy_teams" t JOIN "players" p ON p."id" = ANY(t."player_ids")
        WHERE t."season" = $1 AND t."id" IS DISTINCT FROM $2 AND p."id" = ANY($3::uuid[]) LIMIT 1`,
      [group.season, id ?? null, playerIds],
    );
    if (taken[0]) throw rules.refuse(write, 'oneSquadASeason', { name: taken[0].name, squad: taken[0].squad }, 409);
  },
}));
