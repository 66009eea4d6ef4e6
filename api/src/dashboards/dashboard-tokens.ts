import { FILTER_OPS, type AnyResource, type DashboardFilter, type DashboardPeriod } from '@club/schema';
import { addDays, addMonths, todayInRiyadh } from '../overrides/parts/club-calendar';

/** The club's offset from UTC (Saudi Arabia keeps no daylight saving time). */
const CLUB_OFFSET = '+03:00';

/** The first day of the period that holds `today`: the day, the week (from Sunday, the Saudi work week's first day) or the month. */
export const periodStart = (period: DashboardPeriod, today = todayInRiyadh()): string => {
  if (period === 'today') return today;
  if (period === 'month') return `${today.slice(0, 7)}-01`;
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -weekday);
};

const fieldOfKey = (resource: AnyResource, key: string): string => {
  const op = FILTER_OPS.find((candidate) => key.endsWith(`_${candidate}`) && key.slice(0, -candidate.length - 1) in resource.fields);
  return op ? key.slice(0, -op.length - 1) : key;
};

/**
 * A declared filter with its tokens resolved for this request: `$now`, and `$today`, `$tomorrow`,
 * `$yesterday`, `$weekStart`, `$monthStart`, `$monthEnd` in the club's calendar (a day for a date field, its
 * first instant for a date-time), `$user` the reader.
 */
export const resolveFilter = (resource: AnyResource, filter: DashboardFilter | undefined, userId: string, now = new Date()): Record<string, unknown> => {
  const today = todayInRiyadh();
  const resolved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    const field = fieldOfKey(resource, key);
    const isDate = resource.fields[field]?.kind === 'date';
    const day = (date: string) => (isDate ? date : `${date}T00:00:00${CLUB_OFFSET}`);
    const days: Record<string, string> = { $today: today, $tomorrow: addDays(today, 1), $yesterday: addDays(today, -1), $weekStart: periodStart('week', today), $monthStart: periodStart('month', today), $monthEnd: addDays(addMonths(periodStart('month', today), 1), -1) };
    resolved[key] = value === '$user' ? userId : value === '$now' ? (isDate ? today : now.toISOString()) : typeof value === 'string' && value in days ? day(days[value]!) : value;
  }
  return resolved;
};

/** The first day of the period `steps` periods after (or, negative, before) the one that starts on `start`. */
const shiftPeriod = (period: DashboardPeriod, start: string, steps: number): string =>
  period === 'month' ? addMonths(start, steps) : addDays(start, steps * (period === 'week' ? 7 : 1));

/**
 * The period's condition on a widget's date field: its first day to its last (a date-time to the
 * last millisecond: date filters declare `gte` and `lte`). `ago` 1 is the period just before
 * (yesterday, last week, last month), the one a card's change is measured against.
 */
export const periodFilter = (resource: AnyResource, field: string, period: DashboardPeriod, ago = 0): Record<string, string> => {
  const start = shiftPeriod(period, periodStart(period), -ago);
  const last = addDays(shiftPeriod(period, start, 1), -1);
  const isDate = resource.fields[field]?.kind === 'date';
  return { [`${field}_gte`]: isDate ? start : `${start}T00:00:00${CLUB_OFFSET}`, [`${field}_lte`]: isDate ? last : `${last}T23:59:59.999${CLUB_OFFSET}` };
};
