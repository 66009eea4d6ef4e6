import type { Locale } from '../i18n/messages';

/**
 * Why the engine writes a record no client asked it to (an invoice paid by a receipt, a status a
 * scheduled job moves on): the write or job that caused it. The effect runs with the target's own
 * rules, which may tell it from a person's edit by it, and its audit entry names it.
 */
export interface Cause {
  /** The resource whose write (or scheduled job) caused the effect. */
  resource: string;
  /** The record whose write caused it; none for a scheduled job. */
  id?: string;
  /** `create`, `update`, `delete`, a record action's name or a scheduled job's. */
  action: string;
  /** Who made the causing write: the effect is theirs in the trail. None for the system. */
  actor?: { id: string };
  /** The language of the causing request: a refused effect says why in it. */
  locale: Locale;
}

/** The cause a write names for the effects its rules make: the write itself (its record action when it is one). */
export const causeOf = (write: { resource: string; id?: string; action: string; recordAction?: { name: string }; actor?: { id: string }; locale: Locale }): Cause => ({
  resource: write.resource,
  id: write.id,
  action: write.recordAction?.name ?? write.action,
  actor: write.actor ? { id: write.actor.id } : undefined,
  locale: write.locale,
});

/** The cause of what a scheduled job writes: the job, by its resource and name, as the system. */
export const jobCause = (resource: string, job: string, locale: Locale = 'en'): Cause => ({ resource, action: job, locale });
