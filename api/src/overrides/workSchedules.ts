import type { Locale } from '../i18n/messages';
import { badRequest } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; order: string }> = {
  en: { refused: 'The schedule cannot be saved this way', order: 'The working day ends after it starts' },
  ar: { refused: 'لا يمكن حفظ الجدول بهذه الطريقة', order: 'ينتهي الدوام بعد بدايته' },
};

// A working day ends after it starts; exactly one schedule is the default (choosing another as the
// default releases the previous one, in the same transaction; the first schedule is the default).
export const override = defineOverride(() => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    const schedule = { ...write.before, ...write.values };
    if (String(schedule.endTime) <= String(schedule.startTime)) throw badRequest(MESSAGES[write.locale].refused, { endTime: MESSAGES[write.locale].order });
    await client.query('LOCK TABLE "work_schedules" IN SHARE ROW EXCLUSIVE MODE');
    if (schedule.isDefault) {
      await client.query('UPDATE "work_schedules" SET "is_default" = false, "version" = "version" + 1, "updated_at" = now() WHERE "is_default" AND "id" IS DISTINCT FROM $1', [write.id ?? null]);
    } else {
      const { rows } = await client.query('SELECT 1 FROM "work_schedules" WHERE "is_default" AND "id" IS DISTINCT FROM $1', [write.id ?? null]);
      if (rows.length === 0) write.values.isDefault = true;
    }
  },
}));
