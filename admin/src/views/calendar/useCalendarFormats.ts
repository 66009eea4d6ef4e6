import { CLUB_TIME_ZONE } from '@club/schema';
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { formatTagOf } from '../../i18n/formats';
import { instantOf, type Day } from './clubDays';
import type { CalendarPeriod } from './calendarPeriod';

export interface CalendarFormats {
  /** The period in the heading: "12 – 18 May 2026", "May 2026". */
  period: (period: CalendarPeriod, days: readonly Day[]) => string;
  /** A day in a week's column head: "Sun 12". */
  dayHead: (day: Day) => string;
  /** A day in full, for screen readers: "Sunday 12 May 2026". */
  longDay: (day: Day) => string;
  /** A weekday's name in a month's head: "Sun". */
  weekday: (day: Day) => string;
  /** A day of the month: "12". */
  dayNumber: (day: Day) => string;
  /** A time of day in the club: "18:00". */
  time: (at: Date) => string;
  /** From one time to another: "18:00–20:00". */
  timeRange: (from: Date, to: Date) => string;
}

/** The calendar's dates in the screen's language, in the club's time zone (formatters made once per language). */
export const useCalendarFormats = (): CalendarFormats => {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const tag = formatTagOf(locale);
    const make = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, { ...options, timeZone: CLUB_TIME_ZONE });
    const range = make({ day: 'numeric', month: 'long', year: 'numeric' });
    const month = make({ month: 'long', year: 'numeric' });
    const dayHead = make({ weekday: 'short', day: 'numeric' });
    const longDay = make({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const weekday = make({ weekday: 'short' });
    const dayNumber = make({ day: 'numeric' });
    const time = make({ hour: '2-digit', minute: '2-digit' });
    // Noon: the same day whatever the reader's own zone.
    const noon = (day: Day) => instantOf(day, '12:00');
    return {
      period: ({ mode, anchor }, days) => (mode === 'week' ? range.formatRange(noon(days[0]!), noon(days[days.length - 1]!)) : month.format(noon(anchor))),
      dayHead: (day) => dayHead.format(noon(day)),
      longDay: (day) => longDay.format(noon(day)),
      weekday: (day) => weekday.format(noon(day)),
      dayNumber: (day) => dayNumber.format(noon(day)),
      time: (at) => time.format(at),
      timeRange: (from, to) => time.formatRange(from, to),
    };
  }, [locale]);
};
