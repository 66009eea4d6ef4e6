import { causeOf } from '../crud/cause';
import { conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { reassignAgeGroups } from './parts/players';

// Inclusive years of birth, a mixed group meeting both genders: beyond the declared noOverlap
// (ranges of moments per equal keys), so this rule and its words stay here.
const OVERLAP: Record<Locale, (name: string) => string> = {
  en: (name) => `The birth years overlap with ${name} in the same season`,
  ar: (name) => `تتداخل سنوات الميلاد مع فئة «${name}» في الموسم نفسه`,
};

/** What decides which players a group has (parts/players.ts, ageGroupSql). */
const PLACING = ['season', 'birthYearFrom', 'birthYearTo', 'gender', 'status'];

// A group's birth years (in order: declared) never overlap another active group of the same season
// for the same players (a mixed group meets both); checked under a lock on the season, so two
// groups written at once cannot both take the same years. Players follow their groups at once.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async (write, client) => {
    const { action, id, before, values, locale } = write;
    // The players' group is the server's to give: a group that goes lets its players go first (to
    // the next group that fits them, see players.ts).
    if (action === 'delete') {
      await records.updateWhere('players', { ageGroupId: id }, { ageGroupId: null }, causeOf(write));
      return;
    }
    const group = { ...before, ...values };
    if (action === 'create') values.playerCount = 0;
    if (group.status !== 'active') return;
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`ageGroups:${group.season}`]);
    const { rows } = await client.query<{ name: string; nameAr: string }>(
      `SELECT "name", "name_ar" AS "nameAr" FROM "age_groups"
        WHERE "season" = $1 AND "status" = 'active' AND "id" IS DISTINCT FROM $2
          AND "birth_year_from" <= $4 AND "birth_year_to" >= $3 AND ("gender" = $5 OR "gender" = 'mixed' OR $5 = 'mixed')
        LIMIT 1`,
      [group.season, id ?? null, group.birthYearFrom, group.birthYearTo, group.gender],
    );
    if (rows[0]) {
      const message = OVERLAP[locale](locale === 'ar' ? rows[0].nameAr : rows[0].name);
      throw conflict(message, { birthYearFrom: message });
    }
  },
  // The players born in the years the group had or has now join their group (or leave it); only
  // what places players moves them (not its name, nor its count of players).
  afterWrite: async (event, client) => {
    const { action, before, after, changed } = event;
    if (action === 'update' && !changed.some((field) => PLACING.includes(field))) return;
    const years = [before, after].flatMap((group) => (group ? [[Number(group.birthYearFrom), Number(group.birthYearTo)] as [number, number]] : []));
    await reassignAgeGroups(client, records, causeOf(event), years);
  },
}));
