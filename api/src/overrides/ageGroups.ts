import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';
import { reassignAgeGroups } from './parts/players';

/** What decides which players a group has (parts/players.ts, ageGroupSql). */
const PLACING = ['season', 'birthYearFrom', 'birthYearTo', 'gender', 'status'];

// A group's birth years (in order, and no other active group's of the season for the same
// players: declared). Players follow their groups at once.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async (write) => {
    const { action, id, values } = write;
    // The players' group is the server's to give: a group that goes lets its players go first (to
    // the next group that fits them, see players.ts).
    if (action === 'delete') {
      await records.updateWhere('players', { ageGroupId: id }, { ageGroupId: null }, causeOf(write));
      return;
    }
    if (action === 'create') values.playerCount = 0;
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
