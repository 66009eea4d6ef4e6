import type { Row } from '../crud/crud.service';
import { badRequest, conflict } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import { defineOverride } from '../server-overrides/define';

const MESSAGES: Record<Locale, { refused: string; exitOrder: string; left: string }> = {
  en: { refused: 'The vehicle entry cannot be saved this way', exitOrder: 'A vehicle leaves after it enters', left: 'The vehicle has left already' },
  ar: { refused: 'لا يمكن حفظ دخول المركبة بهذه الطريقة', exitOrder: 'تخرج المركبة بعد دخولها', left: 'غادرت المركبة من قبل' },
};

const minutesBetween = (from: string, to: string): number => Math.max(0, Math.floor((Date.parse(to) - Date.parse(from)) / 60_000));

/**
 * A vehicle is in from its entry (now, when the guard gives no time) until its exit, which comes
 * after it; the minutes inside and whether it is still in follow from the two times.
 */
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, locale, recordAction }) => {
    if (action === 'delete') return;
    const m = MESSAGES[locale];
    if (recordAction?.name === 'exit') {
      if (before!.exitAt) throw conflict(m.left, { exitAt: m.left });
      values.exitAt = new Date().toISOString();
    }
    if (action === 'create' && !values.entryAt) values.entryAt = new Date().toISOString();
    const merged: Row = { ...before, ...values };
    const entry = merged.entryAt as string | null;
    const exit = merged.exitAt as string | null;
    if (entry && exit && Date.parse(exit) < Date.parse(entry)) throw badRequest(m.refused, { exitAt: m.exitOrder });
    values.status = exit ? 'left' : 'inside';
    values.durationMinutes = entry && exit ? minutesBetween(entry, exit) : null;
  },
  recordActions: {
    exit: {
      run: async ({ resource, id, actor, reader, locale }, crud) => {
        const entry = await crud.getOne(resource, id, locale, reader);
        return crud.update(resource, id, { version: entry.version }, locale, { actor, reader, recordAction: { name: 'exit', body: {} } });
      },
    },
  },
}));
