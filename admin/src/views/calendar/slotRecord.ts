import type { CalendarDefinition } from '@club/schema';
import { instantOf, timeOfDay, type Day } from './clubDays';

/** The one record a list filter names (`facilityId=…` or a list of one), if it names one. */
const oneOf = (value: unknown): unknown => (Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value === '' ? undefined : value);

/**
 * What a new record made from a free slot starts with: its start and end (or its length), and the
 * place the list is filtered to. Only fields the reader may write.
 */
export const slotRecordOf = (
  calendar: CalendarDefinition,
  writable: readonly string[],
  day: Day,
  from: number,
  to: number,
  filter: Record<string, unknown>,
): Record<string, unknown> => {
  const values: Record<string, unknown> = {};
  const set = (field: string | undefined, value: unknown) => {
    if (field !== undefined && value !== undefined && writable.includes(field)) values[field] = value;
  };
  if (calendar.date !== undefined) {
    set(calendar.date, day);
    set(calendar.start, timeOfDay(from));
    set(calendar.end, timeOfDay(to));
  } else {
    set(calendar.start, instantOf(day, timeOfDay(from)).toISOString());
    set(calendar.end, instantOf(day, timeOfDay(to)).toISOString());
  }
  // A record known by its length (its end derived, or none) takes the slot's.
  if (calendar.end === undefined || !writable.includes(calendar.end)) set(calendar.duration, to - from);
  if (calendar.per !== undefined) set(calendar.per, oneOf(filter[calendar.per]));
  return values;
};
