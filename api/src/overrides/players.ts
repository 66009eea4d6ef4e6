import { ageOn, seasonOf } from '@club/schema';
import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';
import { ageGroupOf, reassignAgeGroups, refreshPlayerCounts, underTreatment } from './parts/players';

const MESSAGES: Record<Locale, { refused: string; born: string; injured: string }> = {
  en: {
    refused: 'The player cannot be saved this way',
    born: 'A player is between 4 and 45 years old',
    injured: 'The player has an active treatment plan: they stay injured until it ends',
  },
  ar: {
    refused: 'لا يمكن حفظ اللاعب بهذه الطريقة',
    born: 'عمر اللاعب بين 4 و45 سنة',
    injured: 'للاعب خطة علاجية جارية: يبقى مصابًا حتى تنتهي',
  },
};

// A player's age and age group follow from the date of birth (and gender) in today's season,
// recomputed on every write and each day; registered today unless another date is given; while a
// treatment plan is active the player stays injured. Teams and age groups keep their counts.
export const override = defineOverride(() => ({
  beforeWrite: async ({ action, before, values, locale }, client) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    const player = { ...before, ...values };
    const today = todayInRiyadh();
    const age = ageOn(String(player.dateOfBirth), today);
    if (age < 4 || age > 45) throw badRequest(m.refused, { dateOfBirth: m.born });
    values.age = age;
    values.ageGroupId = await ageGroupOf(client, Number(String(player.dateOfBirth).slice(0, 4)), String(player.gender), seasonOf(today));
    if (action === 'create' && !values.registrationDate) values.registrationDate = today;
    if (before && values.status && values.status !== 'injured' && before.status === 'injured' && (await underTreatment(client, before.id))) {
      throw conflict(m.injured, { status: m.injured });
    }
  },
  afterWrite: async ({ action, before, after, changed }, client) => {
    await refreshPlayerCounts(client, [before?.teamId, after?.teamId], [before?.ageGroupId, after?.ageGroupId]);
    // The housing records name the player as they are called now.
    if (action === 'update' && changed.includes('fullName')) {
      for (const table of ['player_residences', 'player_room_assignments']) await client.query(`UPDATE "${table}" SET "player_name" = $2 WHERE "player_id" = $1`, [after!.id, after!.fullName]);
    }
  },
  schedule: {
    // Birthdays and a new season move players on: each day, every age and group is brought up to date.
    ages: {
      everyMinutes: 24 * 60,
      run: (client) => reassignAgeGroups(client),
    },
  },
}));
