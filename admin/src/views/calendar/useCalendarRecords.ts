import { calendarRangeField, type CalendarDefinition } from '@club/schema';
import { useMemo } from 'react';
import { useGetList, useListContext, useResourceContext, type RaRecord } from 'react-admin';
import { MAX_EXPORT_ROWS } from '../../data/walkList';
import { routeEntryOf } from '../../resources/resourceRoutes';
import { addDays, instantOf, type Day } from './clubDays';

/**
 * Every record of the days shown that the list's filters select (and its path's preset), however
 * many: a page larger than the API's is walked page by page by the data provider (walkList).
 * The period is read through the calendar's range filter (its day, or its start).
 */
export const useCalendarRecords = (calendar: CalendarDefinition, days: readonly Day[], wholeDays = false): { records: RaRecord[]; isPending: boolean; filter: Record<string, unknown> } => {
  const resource = useResourceContext()!;
  const { filterValues } = useListContext();
  const preset = routeEntryOf(resource)?.preset;
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const range = calendarRangeField(calendar);
  const filter = useMemo(() => {
    // Days as they are; moments: from the first day's midnight to the last moment before the next day's.
    const [from, to] =
      calendar.date !== undefined || wholeDays ? [first, last] : [instantOf(first).toISOString(), new Date(instantOf(addDays(last, 1)).getTime() - 1).toISOString()];
    return { ...filterValues, ...preset, [`${range}_gte`]: from, [`${range}_lte`]: to };
  }, [filterValues, preset, calendar.date, wholeDays, range, first, last]);
  const { data, isPending } = useGetList(resource, { filter, sort: { field: 'id', order: 'ASC' }, pagination: { page: 1, perPage: MAX_EXPORT_ROWS } });
  return { records: data ?? [], isPending, filter };
};
