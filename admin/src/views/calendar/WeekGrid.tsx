import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { instantOf, timeOfDay, todayInClub, type Day } from './clubDays';
import type { CalendarEvent } from './calendarEvents';
import { CalendarEventLink } from './CalendarEventLink';
import { isFree, layOutDay, type PlacedEvent } from './dayLayout';
import { FreeSlot } from './FreeSlot';
import type { CalendarFormats } from './useCalendarFormats';
import { visuallyHidden } from '../visuallyHidden';

/** The hours a week shows, 06:00 to 23:00; a record outside them is drawn at their edge. */
const FIRST_HOUR = 6;
const LAST_HOUR = 23;
const HOUR_PX = 48;
/** The shortest an event is drawn: its time readable, and a target a finger can take (24 px). */
const MIN_EVENT_PX = 24;
const HOURS = Array.from({ length: LAST_HOUR - FIRST_HOUR }, (_, index) => FIRST_HOUR + index);
const BODY_PX = HOURS.length * HOUR_PX;
/** Where an event too late for the day's hours is drawn from. */
const LATE_TOP = BODY_PX - MIN_EVENT_PX;

const pxOf = (minutes: number) => ((Math.min(Math.max(minutes, FIRST_HOUR * 60), LAST_HOUR * 60) - FIRST_HOUR * 60) / 60) * HOUR_PX;

export interface WeekGridProps {
  days: readonly Day[];
  events: readonly CalendarEvent[];
  apiName: string;
  titleField: string | undefined;
  formats: CalendarFormats;
  /** A free hour's new record, or undefined when the reader may not create one. */
  slotRecord: (day: Day, from: number, to: number) => Record<string, unknown> | undefined;
}

type Item = { at: number; key: string; placed?: PlacedEvent };

/**
 * A day of the week: its head, then its records and free hours in time order (the order Tab takes
 * them), each placed at its time. Overlapping records share the width.
 */
const DayColumn = ({ day, events, apiName, titleField, formats, slotRecord }: Omit<WeekGridProps, 'days'> & { day: Day }) => {
  const headId = useId();
  const placed = layOutDay(events, day);
  // An event after the last hour is drawn at the foot of the day: the hour it covers is not offered free.
  const drawnLate = placed.some((item) => pxOf(item.from) > LATE_TOP);
  const longDay = formats.longDay(day);
  const items: Item[] = [
    ...placed.map((item) => ({ at: item.from, key: String(item.event.record.id), placed: item })),
    ...HOURS.filter((hour) => isFree(placed, hour * 60, hour * 60 + 60) && !(drawnLate && pxOf(hour * 60 + 60) > LATE_TOP)).map((hour) => ({ at: hour * 60, key: `free-${hour}` })),
  ].sort((a, b) => a.at - b.at);
  const today = day === todayInClub();
  return (
    <Box component="section" aria-labelledby={headId} className="calendar-day" data-day={day} sx={{ minWidth: 0, borderInlineStart: 1, borderColor: 'divider' }}>
      <Typography
        id={headId}
        component="h3"
        variant="subtitle2"
        aria-current={today ? 'date' : undefined}
        sx={{ height: 32, display: 'flex', alignItems: 'center', justifyContent: 'center', borderBottom: 1, borderColor: 'divider', color: today ? 'primary.main' : undefined, fontWeight: today ? 700 : 500 }}
      >
        <Box component="span" aria-hidden>
          {formats.dayHead(day)}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          {longDay}
        </Box>
      </Typography>
      <Box sx={{ position: 'relative', height: BODY_PX }}>
        {items.map(({ at, key, placed: item }) => {
          if (!item) {
            const from = instantOf(day, timeOfDay(at));
            const to = instantOf(day, timeOfDay(at + 60));
            return (
              <FreeSlot
                key={key}
                day={longDay}
                start={timeOfDay(at)}
                time={formats.timeRange(from, to)}
                record={slotRecord(day, at, at + 60)}
                sx={{ position: 'absolute', top: pxOf(at) + 2, height: HOUR_PX - 4, insetInlineStart: 2, insetInlineEnd: 2 }}
              />
            );
          }
          const top = Math.min(pxOf(item.from), LATE_TOP);
          const width = 100 / item.lanes;
          return (
            <CalendarEventLink
              key={key}
              apiName={apiName}
              event={item.event}
              titleField={titleField}
              time={formats.timeRange(item.event.start, item.event.end)}
              sx={{
                position: 'absolute',
                top: top + 1,
                height: Math.max(pxOf(item.to) - top, MIN_EVENT_PX) - 2,
                insetInlineStart: `calc(${item.lane * width}% + 2px)`,
                width: `calc(${width}% - 4px)`,
              }}
            />
          );
        })}
      </Box>
    </Box>
  );
};

/**
 * A week: a column per day beside the hours. Wider than a phone, it scrolls sideways inside its
 * own box (positioned, so that what is placed in it, screen-reader text too, stays in it); the
 * page never does.
 */
export const WeekGrid = (props: WeekGridProps) => (
  <Box sx={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }} className="calendar-week">
    <Box sx={{ display: 'grid', gridTemplateColumns: `3.5rem repeat(${props.days.length}, minmax(6.5rem, 1fr))`, minWidth: 'min-content' }}>
      {/* Each hour's name level with the line it starts at. */}
      <Box aria-hidden sx={{ position: 'relative', top: '-0.6em', pt: '32px' }}>
        {HOURS.map((hour) => (
          <Typography key={hour} variant="caption" color="text.secondary" component="div" sx={{ height: HOUR_PX, textAlign: 'end', paddingInlineEnd: 0.75 }}>
            {props.formats.time(instantOf(props.days[0]!, timeOfDay(hour * 60)))}
          </Typography>
        ))}
      </Box>
      {props.days.map((day) => (
        <DayColumn key={day} day={day} {...props} />
      ))}
    </Box>
  </Box>
);
