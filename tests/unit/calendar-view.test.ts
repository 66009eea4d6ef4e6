import { defineResource, f } from '@club/schema';
import { describe, expect, it } from 'vitest';
import { viewOfSearch, withView } from '../../admin/src/list/viewParam';
import { daysOf, movePeriod } from '../../admin/src/views/calendar/calendarPeriod';
import { eventsOf } from '../../admin/src/views/calendar/calendarEvents';
import { layOutDay } from '../../admin/src/views/calendar/dayLayout';
import { slotRecordOf } from '../../admin/src/views/calendar/slotRecord';
import { problemsOf } from '../support/registry-problems';

// The calendar view's pure parts (issue 46 item 8): its URL parameter, its periods, how a day's
// records share the width, what a free slot's new record starts with, and the declaration's check.

const bookings = defineResource({
  name: 'bookings',
  route: '/bookings',
  menu: { group: 'facilities', icon: 'EventAvailable' },
  recordRepresentation: 'title',
  fields: {
    title: f.text({ required: true }),
    placeId: f.reference('bookings'),
    startsAt: f.datetime({ required: true }),
    endsAt: f.datetime(),
    minutes: f.integer(),
    status: f.enum(['requested', 'confirmed', 'cancelled'], { required: true }),
  },
  list: { columns: ['title', 'startsAt'], sort: ['startsAt', 'DESC'] },
  filters: { startsAt: { ops: ['gte', 'lte'] } },
  calendar: { start: 'startsAt', end: 'endsAt', duration: 'minutes', per: 'placeId' },
});

describe('the view in the URL', () => {
  it('reads a known view, and the table for anything else', () => {
    expect(viewOfSearch('?page=1&view=calendar', ['calendar', 'board'])).toBe('calendar');
    expect(viewOfSearch('?page=1&view=gantt', ['calendar'])).toBeUndefined();
    expect(viewOfSearch('?page=1', ['calendar'])).toBeUndefined();
  });

  it('sets it last and removes it for the table, leaving the other parameters as written', () => {
    expect(withView('?page=1&status=a,b', 'calendar')).toBe('?page=1&status=a,b&view=calendar');
    expect(withView('?view=board&page=1', 'calendar')).toBe('?page=1&view=calendar');
    expect(withView('?page=1&view=calendar', undefined)).toBe('?page=1');
    expect(withView('', undefined)).toBe('');
  });
});

describe('the periods', () => {
  it('draws a week from its Sunday, and a month in whole weeks', () => {
    expect(daysOf({ mode: 'week', anchor: '2026-11-25' })).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']);
    const month = daysOf({ mode: 'month', anchor: '2026-11-29' });
    expect([month[0], month.at(-1), month.length]).toEqual(['2026-11-01', '2026-12-05', 35]);
    const february = daysOf({ mode: 'month', anchor: '2026-02-10' });
    expect([february[0], february.at(-1), february.length]).toEqual(['2026-02-01', '2026-02-28', 28]);
  });

  it('moves by weeks and months, keeping the day (or the month’s last)', () => {
    expect(movePeriod({ mode: 'week', anchor: '2026-12-29' }, 1)).toEqual({ mode: 'week', anchor: '2027-01-05' });
    expect(movePeriod({ mode: 'month', anchor: '2026-01-31' }, 1)).toEqual({ mode: 'month', anchor: '2026-02-28' });
    expect(movePeriod({ mode: 'month', anchor: '2026-11-29' }, -2)).toEqual({ mode: 'month', anchor: '2026-09-29' });
  });
});

describe('a day of the week', () => {
  const record = (id: number, from: string, to?: string, minutes?: number) => ({ id, title: `B${id}`, startsAt: `2026-11-29T${from}:00+03:00`, endsAt: to && `2026-11-29T${to}:00+03:00`, minutes, status: 'confirmed' });

  it('places records by their start and end, an hour or their length when they have no end, toned by their state', () => {
    const events = eventsOf([record(1, '10:00', '12:00'), record(2, '09:00', undefined, 30), record(3, '08:00')], bookings, bookings.calendar!);
    expect(events.map((event) => [event.record.id, (event.end.getTime() - event.start.getTime()) / 60_000])).toEqual([[3, 60], [2, 30], [1, 120]]);
    expect(events[0]!.state).toEqual({ field: 'status', value: 'confirmed', tone: 'success' });
  });

  it('sets overlapping records side by side, and the others full width', () => {
    const events = eventsOf([record(1, '10:00', '12:00'), record(2, '11:00', '13:00'), record(3, '11:30', '11:45'), record(4, '14:00', '15:00')], bookings, bookings.calendar!);
    expect(layOutDay(events, '2026-11-29').map(({ event, from, lane, lanes }) => [event.record.id, from, lane, lanes])).toEqual([
      [1, 600, 0, 3],
      [2, 660, 1, 3],
      [3, 690, 2, 3],
      [4, 840, 0, 1],
    ]);
  });
});

describe("a free slot's new record", () => {
  it('starts at the slot, ends with it, and is at the place the list shows', () => {
    expect(slotRecordOf(bookings.calendar!, ['title', 'placeId', 'startsAt', 'endsAt', 'minutes'], '2026-11-29', 600, 660, { placeId: ['p1'] })).toEqual({
      startsAt: '2026-11-29T07:00:00.000Z',
      endsAt: '2026-11-29T08:00:00.000Z',
      placeId: 'p1',
    });
  });

  it('takes the slot as its length when its end is not written, and times of day on a day', () => {
    expect(slotRecordOf(bookings.calendar!, ['startsAt', 'minutes'], '2026-11-29', 600, 660, {})).toEqual({ startsAt: '2026-11-29T07:00:00.000Z', minutes: 60 });
    expect(slotRecordOf({ date: 'on', start: 'from', end: 'to' }, ['on', 'from', 'to'], '2026-11-29', 600, 660, {})).toEqual({ on: '2026-11-29', from: '10:00', to: '11:00' });
  });
});

describe('the calendar declaration', () => {
  it('is accepted on fields of the right kinds with the range filter declared', () => {
    expect(problemsOf([bookings])).toEqual([]);
  });

  it('names fields that are missing or of the wrong kind, and a range filter not declared', () => {
    const wrong = { ...bookings, filters: {}, calendar: { start: 'title', end: 'nowhere', duration: 'status', per: 'minutes' } };
    expect(problemsOf([wrong])).toEqual([
      "resource 'bookings', calendar: start 'title' must be a field of kind datetime",
      "resource 'bookings', calendar: end 'nowhere' must be a field of kind datetime",
      "resource 'bookings', calendar: duration 'status' must be a field of kind integer",
      "resource 'bookings', calendar: per 'minutes' must be a field of kind reference",
      "resource 'bookings', calendar: the calendar reads a period by 'title': declare its filter with ops ['gte', 'lte']",
    ]);
  });
});
