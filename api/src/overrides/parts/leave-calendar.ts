import { countLeaveDays, type CountedDays, type LeaveDayCount } from '@club/schema';
import type { PoolClient } from 'pg';

/** A public holiday as a leave's days meet it. */
export interface HolidayMet {
  name: string;
  nameAr: string;
  firstDay: string;
  lastDay: string;
}

/**
 * The employee's weekly rest days: the days their own schedule does not work, else the HR
 * settings' week-end.
 */
export const restDaysOf = async (client: PoolClient, employeeId: unknown): Promise<string[]> => {
  const { rows } = await client.query<{ workDays: string[] | null; weekendDays: string[] | null }>(
    `SELECT s."work_days" AS "workDays", (SELECT "weekend_days" FROM "hr_settings" LIMIT 1) AS "weekendDays"
       FROM "employees" e LEFT JOIN "work_schedules" s ON s."id" = e."work_schedule_id"
      WHERE e."id" = $1`,
    [employeeId],
  );
  const [found] = rows;
  if (found?.workDays?.length) return ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].filter((day) => !found.workDays!.includes(day));
  return found?.weekendDays ?? ['friday', 'saturday'];
};

/** The public holidays that meet the days from `first` to `last`, in order. */
export const holidaysBetween = async (client: PoolClient, first: string, last: string): Promise<HolidayMet[]> =>
  (
    await client.query<HolidayMet>(
      `SELECT "name", "name_ar" AS "nameAr", "first_day"::text AS "firstDay", "last_day"::text AS "lastDay"
         FROM "public_holidays" WHERE "first_day" <= $2 AND "last_day" >= $1 ORDER BY "first_day"`,
      [first, last],
    )
  ).rows;

/** The days an employee's leave counts (as its type counts them), and the public holidays it meets. */
export const leaveDaysOf = async (client: PoolClient, employeeId: unknown, count: LeaveDayCount, first: string, last: string): Promise<CountedDays & { holidaysMet: HolidayMet[] }> => {
  const holidaysMet = await holidaysBetween(client, first, last);
  const restDays = await restDaysOf(client, employeeId);
  return { ...countLeaveDays(first, last, count, restDays, holidaysMet), holidaysMet };
};
