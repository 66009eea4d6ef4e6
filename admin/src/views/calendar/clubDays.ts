import { clubDay } from '@club/schema';

/** A day of the club's calendar, as YYYY-MM-DD. */
export type Day = string;

// Riyadh keeps UTC+3 all year (no summer time): a club day starts at 21:00 UTC the evening before.
const CLUB_OFFSET = '+03:00';
const DAY_MS = 86_400_000;

/** The club's day now. */
export const todayInClub = (): Day => clubDay();

/** The instant a club day reaches a time of day ('HH:mm', midnight when not said). */
export const instantOf = (day: Day, time = '00:00'): Date => new Date(`${day}T${time.slice(0, 5)}:00${CLUB_OFFSET}`);

export const addDays = (day: Day, count: number): Day => new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** The Sunday a club week starts on (the Saudi week runs Sunday to Saturday). */
export const weekStartOf = (day: Day): Day => addDays(day, -new Date(`${day}T00:00:00Z`).getUTCDay());

export const monthStartOf = (day: Day): Day => `${day.slice(0, 7)}-01`;

/** The same day of the month `count` months later, or that month's last day when it is shorter (31 January → 28 February). */
export const addMonths = (day: Day, count: number): Day => {
  const first = new Date(`${monthStartOf(day)}T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() + count);
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return addDays(first.toISOString().slice(0, 10), Math.min(Number(day.slice(8, 10)), length) - 1);
};

/** Minutes from a club day's midnight to an instant (negative before it, past 1440 after it). */
export const minutesInto = (day: Day, at: Date): number => (at.getTime() - instantOf(day).getTime()) / 60_000;

/** A time of day as 'HH:mm' from minutes after midnight. */
export const timeOfDay = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
