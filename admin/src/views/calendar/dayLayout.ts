import { addDays, instantOf, minutesInto, type Day } from './clubDays';
import type { CalendarEvent } from './calendarEvents';

/** The part of an event within one day, in minutes from its midnight, and its lane among those it overlaps. */
export interface PlacedEvent {
  event: CalendarEvent;
  from: number;
  to: number;
  lane: number;
  lanes: number;
}

const DAY_MINUTES = 1440;

/** The events that touch a day (a trip over three days is on each of them), earliest first. */
export const eventsOnDay = (events: readonly CalendarEvent[], day: Day): CalendarEvent[] => {
  const from = instantOf(day);
  const to = instantOf(addDays(day, 1));
  return events.filter((event) => event.start < to && event.end > from);
};

/**
 * A day's events side by side where they overlap: each takes the first lane free at its start,
 * and the events of one run of overlaps share its width equally.
 */
export const layOutDay = (events: readonly CalendarEvent[], day: Day): PlacedEvent[] => {
  const placed = eventsOnDay(events, day).map((event) => ({
    event,
    from: Math.max(0, minutesInto(day, event.start)),
    to: Math.min(DAY_MINUTES, minutesInto(day, event.end)),
    lane: 0,
    lanes: 1,
  }));
  let run: typeof placed = [];
  let laneEnds: number[] = [];
  const closeRun = () => run.forEach((item) => (item.lanes = laneEnds.length));
  for (const item of placed) {
    if (run.length > 0 && item.from >= Math.max(...laneEnds)) {
      closeRun();
      run = [];
      laneEnds = [];
    }
    const lane = laneEnds.findIndex((end) => end <= item.from);
    item.lane = lane === -1 ? laneEnds.length : lane;
    laneEnds[item.lane] = item.to;
    run.push(item);
  }
  closeRun();
  return placed;
};

/** Whether nothing of the day fills the minutes [from, to). */
export const isFree = (placed: readonly PlacedEvent[], from: number, to: number): boolean =>
  placed.every((item) => item.to <= from || item.from >= to);
