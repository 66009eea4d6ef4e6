import type { Locale } from '../i18n/messages';
import { causeOf } from '../crud/cause';
import { badRequest } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; order: string }> = {
  en: { refused: 'The schedule cannot be saved this way', order: 'The working day ends after it starts' },
  ar: { refused: 'لا يمكن حفظ الجدول بهذه الطريقة', order: 'ينتهي الدوام بعد بدايته' },
};

// A working day ends after it starts; exactly one schedule is the default (choosing another as the
// default releases the previous one, in the same transaction; the first schedule is the default).
export const override = defineOverride(({ records }) => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    const schedule = { ...write.before, ...write.values };
    if (String(schedule.endTime) <= String(schedule.startTime)) throw badRequest(MESSAGES[write.locale].refused, { endTime: MESSAGES[write.locale].order });
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
