import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; notBorn: (name: string) => string; taken: (name: string, squad: string) => string }> = {
  en: {
    refused: 'The squad cannot be saved this way',
    notBorn: (name) => `${name} is not of this age group (birth year or gender)`,
    taken: (name, squad) => `${name} is already in ${squad} this season`,
  },
  ar: {
    refused: 'لا يمكن حفظ المجموعة بهذه الطريقة',
    notBorn: (name) => `اللاعب ${name} ليس من هذه الفئة العمرية (سنة الميلاد أو الجنس)`,
    taken: (name, squad) => `اللاعب ${name} في مجموعة «${squad}» هذا الموسم`,
  },
};

// A squad plays in its age group's season; each of its players was born within the group's years
// (and is of its gender, unless mixed) and is in no other squad that season (checked under a lock
// on the season, so two squads written at once cannot both take a player).
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, id, before, values, locale }, client) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
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
    if (misfits[0]) throw badRequest(m.refused, { playerIds: m.notBorn(misfits[0].name) });
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`academyTeams:${group.season}`]);
    const { rows: taken } = await client.query<{ name: string; squad: string }>(
      `SELECT ${nameColumn} AS "name", t.${locale === 'ar' ? '"name_ar"' : '"name"'} AS "squad"
         FROM "academy_teams" t JOIN "players" p ON p."id" = ANY(t."player_ids")
        WHERE t."season" = $1 AND t."id" IS DISTINCT FROM $2 AND p."id" = ANY($3::uuid[]) LIMIT 1`,
      [group.season, id ?? null, playerIds],
    );
    if (taken[0]) {
      const message = m.taken(taken[0].name, taken[0].squad);
      throw conflict(message, { playerIds: message });
    }
  },
}));
