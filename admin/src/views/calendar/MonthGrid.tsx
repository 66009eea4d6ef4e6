import Box from '@mui/material/Box';
import { todayInClub, type Day } from './clubDays';
import type { CalendarEvent } from './calendarEvents';
import { CalendarEventLink } from './CalendarEventLink';
import { eventsOnDay } from './dayLayout';
import type { CalendarFormats } from './useCalendarFormats';
import { visuallyHidden } from '../visuallyHidden';

export interface MonthGridProps {
  /** Whole weeks, Sunday first. */
  days: readonly Day[];
  /** A day of the month shown (days of the weeks around it are dimmed). */
  anchor: Day;
  events: readonly CalendarEvent[];
  apiName: string;
  titleField: string | undefined;
  formats: CalendarFormats;
  /** The period's name, naming the table. */
  label: string;
  /** Records of whole days: shown without a time. */
  wholeDays?: boolean;
}

/** A row of the table: seven days side by side. */
const week = { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' } as const;

const cell = { minWidth: 0, borderInlineStart: 1, borderTop: 1, borderColor: 'divider', p: 0.5 } as const;

/**
 * A month: a table of its weeks, a day per cell with every record of that day (a full day scrolls
 * inside its cell), each at its start time. Wider than a phone, it scrolls sideways inside its box.
 */
export const MonthGrid = ({ days, anchor, events, apiName, titleField, formats, label, wholeDays = false }: MonthGridProps) => {
  const weeks = Array.from({ length: days.length / 7 }, (_, index) => days.slice(index * 7, index * 7 + 7));
  const today = todayInClub();
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }} className="calendar-month">
      <Box role="table" aria-label={label} sx={{ minWidth: '42rem' }}>
        <Box role="row" sx={week}>
          {weeks[0]!.map((day) => (
            <Box role="columnheader" key={day} sx={{ ...cell, borderTop: 0, textAlign: 'center', typography: 'subtitle2' }}>
              {formats.weekday(day)}
            </Box>
          ))}
        </Box>
        {weeks.map((row) => (
          <Box role="row" key={row[0]} sx={week}>
            {row.map((day) => {
              const inMonth = day.slice(0, 7) === anchor.slice(0, 7);
              const dayEvents = eventsOnDay(events, day);
              return (
                <Box role="cell" key={day} className="calendar-day" data-day={day} sx={{ ...cell, minHeight: '6.5rem', bgcolor: inMonth ? undefined : 'action.hover' }}>
                  <Box
                    aria-current={day === today ? 'date' : undefined}
                    sx={{ typography: 'caption', fontWeight: day === today ? 700 : 500, color: day === today ? 'primary.main' : inMonth ? 'text.primary' : 'text.secondary', mb: 0.25 }}
                  >
                    <span aria-hidden>{formats.dayNumber(day)}</span>
                    <Box component="span" sx={visuallyHidden}>
                      {formats.longDay(day)}
                    </Box>
                  </Box>
                  {dayEvents.length > 0 && (
                    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25, maxHeight: '10rem', overflowY: 'auto' }}>
                      {dayEvents.map((event) => (
                        <li key={event.record.id}>
                          <CalendarEventLink apiName={apiName} event={event} titleField={titleField} time={wholeDays ? '' : formats.time(event.start)} sx={{ whiteSpace: 'nowrap', textOverflow: 'ellipsis', minHeight: 24, py: '3px' }} />
                        </li>
                      ))}
                    </Box>
                  )}
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
};
