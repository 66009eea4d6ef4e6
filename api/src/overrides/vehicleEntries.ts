import type { Row } from '../crud/crud.service';
import { defineOverride } from '../server-overrides/define';

const minutesBetween = (from: string, to: string): number => Math.max(0, Math.floor((Date.parse(to) - Date.parse(from)) / 60_000));

/**
 * A vehicle is in from its entry (now, when the guard gives no time) until its exit, which comes
 * after it (declared, judged on the times given here first); the minutes inside and whether it is
 * still in follow from the two times.
 */
export const override = defineOverride(({ rules }) => ({
  prepare: ({ action, before, values, recordAction }) => {
    if (action === 'delete') return;
    if (recordAction?.name === 'exit' && !before?.exitAt) values.exitAt = new Date().toISOString();
    if (action === 'create' && !values.entryAt) values.entryAt = new Date().toISOString();
  },
  beforeWrite: (write) => {
    const { action, before, values, recordAction } = write;
    if (action === 'delete') return;
    if (recordAction?.name === 'exit' && before!.exitAt) throw rules.refuse(write, 'leftOnce', {}, 409);
    const merged: Row = { ...before, ...values };
    const entry = merged.entryAt as string | null;
    const exit = merged.exitAt as string | null;
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
