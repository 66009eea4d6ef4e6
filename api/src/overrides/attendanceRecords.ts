import type { PoolClient } from 'pg';
import { defineOverride } from '../server-overrides/define';

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Minutes since midnight of an 'HH:MM[:SS]' time. */
const minutesOf = (time: string): number => {
  const [hours, minutes, seconds] = time.split(':').map(Number);
  return hours! * 60 + minutes! + (seconds ?? 0) / 60;
};

interface Schedule {
  workDays: string[];
  startTime: string;
  endTime: string;
  graceMinutes: number;
}

/**
 * The employee's schedule, or the default one, with the grace minutes of their own settings where
 * they have some; none for an employee exempt from attendance.
 */
const scheduleOf = async (client: PoolClient, employeeId: unknown): Promise<Schedule | undefined> => {
  const { rows: own } = await client.query('SELECT "grace_minutes" AS "graceMinutes", "attendance_exempt" AS "exempt" FROM "employee_settings" WHERE "employee_id" = $1', [employeeId]);
  if (own[0]?.exempt) return undefined;
  const { rows } = await client.query<Schedule>(
    // The employee's own schedule first, else the default one.
    `SELECT s."work_days" AS "workDays", s."start_time"::text AS "startTime", s."end_time"::text AS "endTime", coalesce($2, s."grace_minutes") AS "graceMinutes"
       FROM "work_schedules" s LEFT JOIN "employees" e ON e."id" = $1 AND e."work_schedule_id" = s."id"
      WHERE e."id" IS NOT NULL OR s."is_default"
      ORDER BY e."id" IS NULL LIMIT 1`,
    [employeeId, own[0]?.graceMinutes ?? null],
  );
  return rows[0];
};

/**
 * A day judged against a schedule: late when the check-in comes after the start plus the grace
 * minutes (counted from the start), early leave before the end, hours between check-in and out.
 */
export const judgeDay = (schedule: Schedule | undefined, date: string, checkIn: string | null, checkOut: string | null) => {
  const weekday = DAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
  // Without a schedule (exempt, or none set up yet) every day counts, and nobody is late.
  const workday = !schedule || schedule.workDays.includes(weekday);
  if (!checkIn) return { status: workday ? 'absent' : 'dayOff', lateMinutes: 0, earlyLeaveMinutes: 0, workedHours: 0 };
  const start = schedule ? minutesOf(schedule.startTime) : 0;
  const end = schedule ? minutesOf(schedule.endTime) : 24 * 60;
  const inAt = minutesOf(checkIn);
  const late = workday && schedule && inAt > start + schedule.graceMinutes ? Math.round(inAt - start) : 0;
  if (!checkOut) return { status: workday ? 'incomplete' : 'dayOff', lateMinutes: late, earlyLeaveMinutes: 0, workedHours: 0 };
  const outAt = minutesOf(checkOut);
  const early = workday && schedule && outAt < end ? Math.round(end - outAt) : 0;
  const workedHours = Math.round(((outAt - inAt) / 60) * 100) / 100;
  return { status: !workday ? 'dayOff' : late > 0 ? 'late' : 'present', lateMinutes: late, earlyLeaveMinutes: early, workedHours };
};

// Attendance (تحضير): one record per employee and day and check-out after check-in (declared), a
// check-out only after a check-in, and the day judged by the server against the employee's
// schedule on every write.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write, client) => {
    if (write.action === 'delete') return;
    const record = { ...write.before, ...write.values };
    const checkIn = (record.checkIn as string | null) ?? null;
    const checkOut = (record.checkOut as string | null) ?? null;
    if (checkOut && !checkIn) throw rules.refuse(write, 'checkInFirst');
    Object.assign(write.values, judgeDay(await scheduleOf(client, record.employeeId), record.date as string, checkIn, checkOut));
  },
}));
