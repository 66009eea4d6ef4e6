import { isWholeDays } from '@club/schema';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useCanAccess, useResourceContext, useResourceDefinition, useStore, useTranslate } from 'react-admin';
import type { SchemaResource } from '../../resources/useSchemaResource';
import { todayInClub, type Day } from './clubDays';
import { eventsOf } from './calendarEvents';
import { daysOf, type CalendarMode, type CalendarPeriod } from './calendarPeriod';
import { CalendarToolbar } from './CalendarToolbar';
import { MonthGrid } from './MonthGrid';
import { slotRecordOf } from './slotRecord';
import { useCalendarFormats } from './useCalendarFormats';
import { useCalendarRecords } from './useCalendarRecords';
import { WeekGrid } from './WeekGrid';

/**
 * The list's records on a calendar (the resource declares `calendar`): a week by the hour, its
 * free hours opening a new record there, or a month by the day. Every record of the period that
 * the list's filters select, each a link to its page, coloured by its state.
 */
export const CalendarView = ({ schema }: { schema: SchemaResource }) => {
  const calendar = schema.definition.calendar!;
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const formats = useCalendarFormats();
  const headingId = useId();
  // The mode is kept for the resource (back from a record, the calendar is as it was); records of
  // whole days (public holidays) have no hours to lay out: a month by the day.
  const wholeDays = isWholeDays(schema.definition);
  const [kept, setMode] = useStore<CalendarMode>(`${schema.apiName}.calendarMode`, 'week');
  const mode: CalendarMode = wholeDays ? 'month' : kept;
  const [anchor, setAnchor] = useState<Day>(todayInClub);
  const period: CalendarPeriod = { mode, anchor };
  const days = useMemo(() => daysOf({ mode, anchor }), [mode, anchor]);
  const { records, isPending, filter } = useCalendarRecords(calendar, days, wholeDays);
  const events = useMemo(() => eventsOf(records, schema.definition, calendar), [records, schema, calendar]);
  const { hasCreate } = useResourceDefinition();
  const mayCreate = useCanAccess({ resource, action: 'create' }).canAccess === true && hasCreate;
  const slotRecord = (day: Day, from: number, to: number) =>
    mayCreate ? slotRecordOf(calendar, schema.facts.writable, day, from, to, filter) : undefined;
  const heading = formats.period(period, days);
  const grid = { apiName: schema.apiName, titleField: calendar.title, events, days, formats };
  return (
    <Box component="section" aria-labelledby={headingId} className="calendar-view" sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <CalendarToolbar
        period={period}
        headingId={headingId}
        heading={heading}
        modes={wholeDays ? ['month'] : undefined}
        onChange={(next) => {
          setMode(next.mode);
          setAnchor(next.anchor);
        }}
      />
      <Typography variant="body2" color="text.secondary" role="status" className="calendar-count" sx={{ mb: 1 }}>
        {isPending ? translate('app.calendar.loading') : events.length === 0 ? translate('app.calendar.empty') : translate('app.calendar.count', { smart_count: events.length })}
      </Typography>
      {isPending && <LinearProgress aria-label={translate('app.calendar.loading')} sx={{ mb: 1 }} />}
      {mode === 'week' ? <WeekGrid {...grid} slotRecord={slotRecord} /> : <MonthGrid {...grid} anchor={anchor} label={heading} wholeDays={wholeDays} />}
    </Box>
  );
};
