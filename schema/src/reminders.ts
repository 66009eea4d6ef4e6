import type { RuleCondition } from './rules';
import type { AnyResource } from './resource';

/**
 * A reminder a resource's records send as a date of theirs comes near (a staff document's expiry):
 * once at each of `daysBefore` (60, 30 and 7 days ahead: the nearest one a record has reached
 * when it is first seen, so a document entered 5 days before its end is announced once, not three
 * times), again when the date changes (a renewal), never twice for one date and step. Sent by the
 * engine's job (api/src/reminders) in the app and by email, in both languages, with the words of
 * the resource's locale `reminders.{name}` (`subject`, `text`: `%{record}`, `%{date}`, `%{days}`).
 */
export interface ReminderDefinition<Field extends string = string> {
  /** The date field counted down to. */
  date: Field;
  /** The days ahead of it that each send once, most distant first (60, 30, 7). */
  daysBefore: readonly number[];
  /**
   * Who is told: users reached through reference fields from the record, the last one naming a
   * user (`'employeeId.managerId.userId'`: the employee's manager's account), each told in the app
   * and at their email.
   */
  to: readonly string[];
  /** Addresses held by a singleton settings resource (`'hrSettings.hrEmail'`: HR's mailbox), told by email. */
  emails?: readonly string[];
  /** Only records in these states remind (an active employee's documents). */
  when?: RuleCondition<Field>;
}

/** The largest `daysBefore`: a job reads what ends within it. */
export const reminderHorizon = (reminder: ReminderDefinition): number => Math.max(...reminder.daysBefore);

/** The step a record `daysLeft` from its date has reached: the nearest of `daysBefore` at or above it; none beyond the farthest or once the date is past. */
export const reminderStep = (reminder: ReminderDefinition, daysLeft: number): number | undefined => {
  if (daysLeft < 0) return undefined;
  const reached = reminder.daysBefore.filter((days) => days >= daysLeft);
  return reached.length ? Math.min(...reached) : undefined;
};

/** The declaration checked against the resource and the others: a date field, steps, paths that end at the users, settings fields. */
export const checkReminders = (resource: AnyResource, all: ReadonlyMap<string, AnyResource>): string[] => {
  const problems: string[] = [];
  for (const [name, reminder] of Object.entries(resource.reminders ?? {})) {
    const at = `resource '${resource.name}', reminder '${name}'`;
    if (resource.fields[reminder.date]?.kind !== 'date') problems.push(`${at}: date '${reminder.date}' must be a date field`);
    if (reminder.daysBefore.length === 0 || reminder.daysBefore.some((days) => !Number.isInteger(days) || days < 0)) problems.push(`${at}: daysBefore must be whole days, at least one`);
    for (const path of reminder.to) {
      let current: AnyResource | undefined = resource;
      for (const step of path.split('.')) {
        const field: AnyResource['fields'][string] | undefined = current?.fields[step];
        current = field?.kind === 'reference' ? all.get(field.target) : undefined;
        if (!current) break;
      }
      if (current?.name !== 'users') problems.push(`${at}: to '${path}' must follow references to the users`);
    }
    for (const address of reminder.emails ?? []) {
      const [settings, field] = address.split('.') as [string, string | undefined];
      const holder = all.get(settings);
      if (!holder?.singleton || !field || holder.fields[field]?.kind !== 'email') problems.push(`${at}: emails '${address}' must name an email field of a singleton resource`);
    }
  }
  return problems;
};
