import { isWholeDays, toneOf, type AnyResource, type CalendarDefinition, type Tone } from '@club/schema';
import type { RaRecord } from 'react-admin';
import { addDays, instantOf } from './clubDays';

/** A record as the calendar places it. */
export interface CalendarEvent {
  record: RaRecord;
  start: Date;
  end: Date;
  /** Its state (the workflow's or `status` field), which colours it. */
  state?: { field: string; value: string; tone: Tone };
}

/** A record without an end or a length takes an hour. */
const DEFAULT_MINUTES = 60;

const instant = (value: unknown): Date | undefined => {
  const at = typeof value === 'string' ? new Date(value) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at : undefined;
};

/** Its start and end as instants: moments as they are, times of day on the record's day, whole days from the first's midnight to the one after the last. */
const spanOf = (record: RaRecord, calendar: CalendarDefinition, wholeDays: boolean): [Date, Date | undefined] | undefined => {
  if (wholeDays) {
    const [first, last] = [record[calendar.start], calendar.end !== undefined ? record[calendar.end] : undefined];
    if (typeof first !== 'string') return undefined;
    return [instantOf(first.slice(0, 10)), instantOf(addDays(typeof last === 'string' && last >= first ? last.slice(0, 10) : first.slice(0, 10), 1))];
  }
  if (calendar.date !== undefined) {
    const day = record[calendar.date];
    const from = record[calendar.start];
    if (typeof day !== 'string' || typeof from !== 'string') return undefined;
    const to = calendar.end !== undefined ? record[calendar.end] : undefined;
    return [instantOf(day.slice(0, 10), from), typeof to === 'string' ? instantOf(day.slice(0, 10), to) : undefined];
  }
  const start = instant(record[calendar.start]);
  return start && [start, calendar.end !== undefined ? instant(record[calendar.end]) : undefined];
};

/** The enum field that says where a record stands: its workflow's, else a `status`. */
const stateFieldOf = (definition: AnyResource): string | undefined =>
  definition.workflow?.field ?? (definition.fields.status?.kind === 'enum' ? 'status' : undefined);

/** The records placed in time, earliest first; one without a start is left out. */
export const eventsOf = (records: readonly RaRecord[], definition: AnyResource, calendar: CalendarDefinition): CalendarEvent[] => {
  const stateField = stateFieldOf(definition);
  const declared = stateField === undefined ? undefined : definition.fields[stateField];
  const wholeDays = isWholeDays(definition);
  return records
    .flatMap((record): CalendarEvent[] => {
      const span = spanOf(record, calendar, wholeDays);
      if (!span) return [];
      const [start, declaredEnd] = span;
      const minutes = calendar.duration !== undefined ? Number(record[calendar.duration]) : NaN;
      const end = declaredEnd && declaredEnd > start ? declaredEnd : new Date(start.getTime() + (minutes > 0 ? minutes : DEFAULT_MINUTES) * 60_000);
      const value = stateField === undefined ? undefined : record[stateField];
      const state =
        stateField && declared?.kind === 'enum' && typeof value === 'string'
          ? { field: stateField, value, tone: toneOf(stateField, declared, value, definition.workflow?.field === stateField) }
          : undefined;
      return [{ record, start, end, state }];
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime());
};
