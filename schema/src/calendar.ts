import type { AnyResource } from './resource';

/**
 * Records that take up a stretch of time (a booking, a training session, a trip, a meeting): the
 * admin offers their list as a calendar too, by week and by month, with the free hours of a week
 * open for a new record. The calendar reads the period's records through the range filter of the
 * field that places them (`date`, else `start`), which the resource declares with `gte` and `lte`.
 */
export interface CalendarDefinition<Field extends string = string> {
  /**
   * When a record starts: a datetime field, a time field on the day of `date`, or a date field for
   * records of whole days (a public holiday from its first day to its last, both counted).
   */
  start: Field;
  /** When it ends (same kind as `start`); without one it lasts `duration` minutes, else an hour. */
  end?: Field;
  /** An integer field of minutes, for records declared by their length (a meeting of 60 minutes). */
  duration?: Field;
  /** A date field, when `start` and `end` are times of day on it (a visit's day, from 10:00 to 12:00). */
  date?: Field;
  /** What names a record on the calendar; its record representation when not said. */
  title?: Field;
  /**
   * The reference whose free slots the calendar shows (a booking's place): when the list is
   * filtered to one, a slot is free when nothing of that one fills it, and a new record starts with it.
   */
  per?: Field;
}

/** Whether the calendar's records take whole days (its start is a date field). */
export const isWholeDays = (resource: Pick<AnyResource, 'calendar' | 'fields'>): boolean =>
  Boolean(resource.calendar && resource.calendar.date === undefined && resource.fields[resource.calendar.start]?.kind === 'date');

/** The field the calendar filters a period by: the day, when times of day are on it, else the start. */
export const calendarRangeField = (calendar: CalendarDefinition): string => calendar.date ?? calendar.start;

/** The declaration checked against the resource: fields that exist, of kinds that fit, and its range filter declared. */
export const checkCalendar = (resource: AnyResource): string[] => {
  const calendar = resource.calendar;
  if (!calendar) return [];
  const at = `resource '${resource.name}', calendar`;
  const problems: string[] = [];
  const kindOf = (name: string | undefined) => (name === undefined ? undefined : resource.fields[name]?.kind);
  const must = (role: keyof CalendarDefinition, kinds: readonly string[]) => {
    const name = calendar[role];
    if (name !== undefined && !kinds.includes(kindOf(name) ?? '')) problems.push(`${at}: ${role} '${name}' must be a field of kind ${kinds.join(' or ')}`);
  };
  // Times of day need their day; moments carry their own; whole days are days at both ends.
  const times = calendar.date !== undefined ? ['time'] : kindOf(calendar.start) === 'date' ? ['date'] : ['datetime'];
  must('start', times);
  must('end', times);
  must('date', ['date']);
  must('duration', ['integer']);
  must('per', ['reference']);
  if (calendar.title !== undefined && !(calendar.title in resource.fields)) problems.push(`${at}: title '${calendar.title}' is not a field`);
  const range = calendarRangeField(calendar);
  const ops = resource.filters?.[range]?.ops;
  if (!ops || !ops.includes('gte') || !ops.includes('lte')) problems.push(`${at}: the calendar reads a period by '${range}': declare its filter with ops ['gte', 'lte']`);
  return problems;
};
