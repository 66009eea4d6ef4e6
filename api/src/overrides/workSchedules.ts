import { causeOf } from '../crud/cause';
import { defineOverride } from '../server-overrides/define';

// (A working day ends after it starts: declared.) Exactly one schedule of the club is the default
// (choosing another as the default releases the previous one, in the same transaction; the first
// schedule is the default): the declared onePrimary is per owner, and these have none.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    const schedule = { ...write.before, ...write.values };
    await client.query('LOCK TABLE "work_schedules" IN SHARE ROW EXCLUSIVE MODE');
    if (schedule.isDefault) {
      await records.updateWhere('workSchedules', write.id ? { isDefault: true, id_neq: write.id } : { isDefault: true }, { isDefault: false }, causeOf(write));
    } else {
      // The previous default released by the new one (just above, its effect) stays released.
      if (write.cause?.resource === 'workSchedules') return;
      const { rows } = await client.query('SELECT 1 FROM "work_schedules" WHERE "is_default" AND "id" IS DISTINCT FROM $1', [write.id ?? null]);
      if (rows.length === 0) write.values.isDefault = true;
    }
  },
}));
