import { ApiError } from '../crud/errors';
import type { Locale } from '../i18n/messages';
import type { RuleRefusals } from '../rules/refusals';
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

/** A status as the visit's rules say it (`texts.status…` in locales/: "checked in"). */
const statusWord = (rules: RuleRefusals, write: { resource: string; locale: Locale }, status: Status) => rules.text(write, `status${status.charAt(0).toUpperCase()}${status.slice(1)}`);

/** The move refused: from one status to another. */
const transition = (rules: RuleRefusals, write: { resource: string; locale: Locale }, from: Status, to: Status) =>
  rules.say(write, 'forwardOnly', { from: statusWord(rules, write, from), to: statusWord(rules, write, to) });

/** A record action that moves a visit from `from` to `to` (the gate's check-in and check-out). */
const move = (rules: RuleRefusals, from: Status, to: Status): RecordAction => ({
  run: async ({ resource, id, actor, reader, locale }, crud) => {
    const visit = await crud.getOne(resource, id, locale, reader);
    const status = visit.status as Status;
    // Already done, or not possible from here: 409 with the visit's status, nothing written.
    const write = { resource, locale };
    if (status !== from) throw new ApiError(409, rules.say(write, 'visitStatus', { status: statusWord(rules, write, status) }), { status: transition(rules, write, status, to) });
    // The version read above: a concurrent check-in makes this one a 409, never a second entry.
    return crud.update(resource, id, { status: to, version: visit.version }, locale, { actor, reader });
  },
});

export const override = defineOverride(({ rules }) => ({
  beforeWrite: (write) => {
    const { action, before, values, actor } = write;
    const now = new Date().toISOString();
    if (action === 'create') {
      // A walk-in registered at the gate is in from the start.
      if (values.status === 'checkedIn') Object.assign(values, { checkedInAt: now, checkedInById: actor?.id ?? null });
      return;
    }
    if (action !== 'update' || values.status === undefined || values.status === before?.status) return;
    const from = before?.status as Status;
    const to = values.status as Status;
    if (!NEXT[from]?.includes(to)) {
      const message = transition(rules, write, from, to);
      throw new ApiError(400, message, { status: message });
    }
    if (to === 'checkedIn') Object.assign(values, { checkedInAt: now, checkedInById: actor?.id ?? null });
    if (to === 'checkedOut') values.checkedOutAt = now;
  },
  recordActions: {
    'check-in': move(rules, 'expected', 'checkedIn'),
    'check-out': move(rules, 'checkedIn', 'checkedOut'),
  },
}));
