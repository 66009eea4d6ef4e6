import { addDays, addMonths, monthStartOf, weekStartOf, type Day } from './clubDays';

export const CALENDAR_MODES = ['week', 'month'] as const;
export type CalendarMode = (typeof CALENDAR_MODES)[number];

/** What the calendar shows: a week or a month, the one holding `anchor`. */
export interface CalendarPeriod {
  mode: CalendarMode;
  anchor: Day;
}

/**
 * The days the calendar draws: the week's seven, or the month's whole weeks (its first week from
 * its Sunday, its last to its Saturday, so that every row is a week).
 */
export const daysOf = ({ mode, anchor }: CalendarPeriod): Day[] => {
  const first = weekStartOf(mode === 'week' ? anchor : monthStartOf(anchor));
  const lastOfMonth = addDays(addMonths(monthStartOf(anchor), 1), -1);
  const last = addDays(weekStartOf(mode === 'week' ? anchor : lastOfMonth), 6);
  const days: Day[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
};

/** The period `steps` weeks or months later (earlier when negative). */
export const movePeriod = ({ mode, anchor }: CalendarPeriod, steps: number): CalendarPeriod => ({
  mode,
  anchor: mode === 'week' ? addDays(anchor, 7 * steps) : addMonths(anchor, steps),
});
