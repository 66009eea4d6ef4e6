import { clubDay } from '@club/schema';

/** Today's date in Riyadh (YYYY-MM-DD): the club's calendar day, whatever the server's zone. */
export const todayInRiyadh = (): string => clubDay();

const utcOf = (date: string): Date => new Date(`${date.slice(0, 10)}T00:00:00Z`);

/** The calendar date `days` after `date` (before it when negative), both YYYY-MM-DD. */
export const addDays = (date: string, days: number): string => {
  const at = utcOf(date);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/** The date `months` calendar months after `date`, on the month's last day when it is shorter (Jan 31 + 1 → Feb 28). */
export const addMonths = (date: string, months: number): string => {
  const at = utcOf(date);
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + months);
  const last = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, last));
  return at.toISOString().slice(0, 10);
};

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((utcOf(to).getTime() - utcOf(from).getTime()) / 86_400_000);
