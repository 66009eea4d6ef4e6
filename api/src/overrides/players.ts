import { ageOn, seasonOf } from '@club/schema';
import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';
import { ageGroupOf, reassignAgeGroups, refreshPlayerCounts, underTreatment } from './parts/players';

// A player's age and age group follow from the date of birth (and gender) in today's season,
// recomputed on every write and each day; registered today unless another date is given; while a
// treatment plan is active the player stays injured. Teams and age groups keep their counts. An
// age group being deleted is no longer its players' group: they take
// the next one that fits, if any.
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write, client) => {
    const { action, before, values, cause } = write;
    if (action === 'delete') return;
    const player = { ...before, ...values };
    const today = todayInRiyadh();
    // The age limits are declared (judged on a person's entry); the age is kept here.
    values.age = ageOn(String(player.dateOfBirth), today);
    const deletedGroup = cause?.resource === 'ageGroups' && cause.action === 'delete' ? cause.id : undefined;
    values.ageGroupId = await ageGroupOf(client, Number(String(player.dateOfBirth).slice(0, 4)), String(player.gender), seasonOf(today), deletedGroup);
    if (action === 'create' && !values.registrationDate) values.registrationDate = today;
    if (before && values.status && values.status !== 'injured' && before.status === 'injured' && (await underTreatment(client, before.id))) {
      throw rules.refuse(write, 'injuredWhileTreated', {}, 409);
    }
  },
  afterWrite: async (event, client) => {
    const { action, before, after, changed } = event;
    const cause = causeOf(event);
    // Players moved between groups (a group changed, or days passed) are counted once they all moved.
    const regrouping = event.cause?.resource === 'ageGroups' || (event.cause?.resource === 'players' && event.cause.action === 'ages');
    if (!regrouping) await refreshPlayerCounts(client, records, cause, [before?.ageGroupId, after?.ageGroupId]);
    // The housing records name the player as they are called now (the stays first: a room assignment takes its stay's).
    if (action === 'update' && changed.includes('fullName')) {
      for (const resource of ['playerResidences', 'playerRoomAssignments']) await records.updateWhere(resource, { playerId: after!.id }, { playerName: after!.fullName }, cause);
    }
  },
  schedule: {
    // Birthdays and a new season move players on: each day, every age and group is brought up to date.
    ages: {
      everyMinutes: 24 * 60,
      run: (client, cause) => reassignAgeGroups(client, records, cause),
    },
  },
}));
