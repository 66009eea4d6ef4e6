import type { Locale } from '../i18n/messages';
import { badRequest, conflict } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';
import type { RecordAction } from '../server-overrides/record-actions';

type Status = 'expected' | 'checkedIn' | 'checkedOut' | 'cancelled';

// A visit moves forward only: expected → checked in → checked out, or expected → cancelled (and a
// cancelled visit may be expected again). Checked out is final.
const NEXT: Record<Status, readonly Status[]> = {
  expected: ['checkedIn', 'cancelled'],
  checkedIn: ['checkedOut'],
  checkedOut: [],
  cancelled: ['expected'],
};

const STATUS_LABELS: Record<Locale, Record<Status, string>> = {
  en: { expected: 'expected', checkedIn: 'checked in', checkedOut: 'checked out', cancelled: 'cancelled' },
  ar: { expected: 'متوقعة', checkedIn: 'تم الدخول', checkedOut: 'تم الخروج', cancelled: 'ملغاة' },
};

const MESSAGES: Record<Locale, { refused: string; transition: (from: string, to: string) => string; notNow: (status: string) => string }> = {
  en: {
    refused: 'This change of status is not allowed',
    transition: (from, to) => `A visit that is ${from} cannot become ${to}`,
    notNow: (status) => `The visit is ${status}`,
  },
  ar: {
    refused: 'لا يُسمح بهذا التغيير في الحالة',
    transition: (from, to) => `لا يمكن أن تصبح الزيارة «${to}» وهي «${from}»`,
    notNow: (status) => `حالة الزيارة: ${status}`,
  },
};

/** A record action that moves a visit from `from` to `to` (the gate's check-in and check-out). */
const move = (from: Status, to: Status): RecordAction => ({
  run: async ({ resource, id, actor, reader, locale }, crud) => {
    const visit = await crud.getOne(resource, id, locale, reader);
    const status = visit.status as Status;
    // Already done, or not possible from here: 409 with the visit's status, nothing written.
    if (status !== from) throw conflict(MESSAGES[locale].notNow(STATUS_LABELS[locale][status]), { status: MESSAGES[locale].transition(STATUS_LABELS[locale][status], STATUS_LABELS[locale][to]) });
    // The version read above: a concurrent check-in makes this one a 409, never a second entry.
    return crud.update(resource, id, { status: to, version: visit.version }, locale, { actor, reader });
  },
});

export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, actor, locale }) => {
    const now = new Date().toISOString();
    if (action === 'create') {
      // A walk-in registered at the gate is in from the start.
      if (values.status === 'checkedIn') Object.assign(values, { checkedInAt: now, checkedInById: actor?.id ?? null });
      return;
    }
    if (action !== 'update' || values.status === undefined || values.status === before?.status) return;
    const from = before?.status as Status;
    const to = values.status as Status;
    const m = MESSAGES[locale];
    if (!NEXT[from]?.includes(to)) throw badRequest(m.refused, { status: m.transition(STATUS_LABELS[locale][from], STATUS_LABELS[locale][to]) });
    if (to === 'checkedIn') Object.assign(values, { checkedInAt: now, checkedInById: actor?.id ?? null });
    if (to === 'checkedOut') values.checkedOutAt = now;
  },
  recordActions: {
    'check-in': move('expected', 'checkedIn'),
    'check-out': move('checkedIn', 'checkedOut'),
  },
}));
