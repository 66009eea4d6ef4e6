// Leave: the vocabulary its types, balances and movements share (resources leaveTypes,
// leaveBalances, leaveMovements, publicHolidays, employeeRequests), and the calendar arithmetic
// the server counts a leave's days and an employee's entitlements with.

/**
 * The request types that are leave (employeeRequests.type): each leave type is requested as one of
 * them, which chooses the approval route it walks and what the payroll reads it as (unpaid leave
 * is unpaid days); `otherLeave` holds every type the club adds (Hajj, maternity, marriage...).
 */
export const LEAVE_REQUEST_TYPES = ['annualLeave', 'sickLeave', 'emergencyLeave', 'unpaidLeave', 'otherLeave'] as const;
export type LeaveRequestType = (typeof LEAVE_REQUEST_TYPES)[number];

/**
 * How a leave type is given: a balance accrued month by month, a balance granted at each year's
 * start, or per event with no balance (Hajj, maternity, unpaid leave: each request within the
 * type's own limits).
 */
export const LEAVE_ENTITLEMENTS = ['accruedMonthly', 'grantedYearly', 'perEvent'] as const;
export type LeaveEntitlement = (typeof LEAVE_ENTITLEMENTS)[number];

/** Whether a leave counts only working days (rest days and public holidays left out) or every calendar day. */
export const LEAVE_DAY_COUNTS = ['workingDays', 'calendarDays'] as const;
export type LeaveDayCount = (typeof LEAVE_DAY_COUNTS)[number];

/**
 * What changed a balance: the balance an employee had before leave was kept this way (opening), a
 * month's accrual, a year's grant, the days above the carry-over cap at a year's end (carryOver),
 * carried days not used in time (expiry), an approved leave (taken), a cancelled one's days given
 * back (returned), and HR's correction (adjustment, the only one a person makes).
 */
export const LEAVE_MOVEMENT_KINDS = ['adjustment', 'opening', 'accrual', 'grant', 'carryOver', 'expiry', 'taken', 'returned'] as const;
export type LeaveMovementKind = (typeof LEAVE_MOVEMENT_KINDS)[number];

/** The employee's own columns that show the balances of the three oldest types (the API keeps them). */
export const LEGACY_BALANCE_FIELDS: Readonly<Partial<Record<LeaveRequestType, string>>> = {
  annualLeave: 'annualLeaveBalance',
  sickLeave: 'sickLeaveBalance',
  emergencyLeave: 'emergencyLeaveBalance',
};

/** A day as YYYY-MM-DD. */
type Day = string;

const DAY_MS = 86_400_000;

export const addDaysTo = (day: Day, count: number): Day => new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** Days from the first to the last, both counted. */
export const calendarDaysOf = (first: Day, last: Day): number => Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS) + 1;

/** The weekday's name, as workSchedules and hrSettings name them. */
export const weekdayOf = (day: Day): string => ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][new Date(`${day}T00:00:00Z`).getUTCDay()]!;

/** A stretch of public holidays, both ends counted. */
export interface HolidaySpan {
  firstDay: Day;
  lastDay: Day;
}

/** What a leave from `first` to `last` counts: its days, and those it leaves out. */
export interface CountedDays {
  days: number;
  calendarDays: number;
  /** Weekly rest days left out. */
  restDays: number;
  /** Public holidays left out (those on a rest day are counted as rest days). */
  holidays: number;
}

/**
 * The days a leave counts: every calendar day, or only working days (neither a weekly rest day nor
 * within a public holiday).
 */
export const countLeaveDays = (first: Day, last: Day, count: LeaveDayCount, restDays: readonly string[], holidays: readonly HolidaySpan[]): CountedDays => {
  const calendarDays = calendarDaysOf(first, last);
  if (count === 'calendarDays') return { days: calendarDays, calendarDays, restDays: 0, holidays: 0 };
  let rest = 0;
  let holiday = 0;
  for (let day = first; day <= last; day = addDaysTo(day, 1)) {
    if (restDays.includes(weekdayOf(day))) rest += 1;
    else if (holidays.some((span) => span.firstDay <= day && day <= span.lastDay)) holiday += 1;
  }
  return { days: calendarDays - rest - holiday, calendarDays, restDays: rest, holidays: holiday };
};

/** Whole years from a day to another (service years from the hire date). */
export const wholeYearsBetween = (from: Day, to: Day): number => {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5, 10) < from.slice(5, 10) ? years - 1 : years;
};

/** The last day of the month a day falls in. */
export const monthEndOf = (day: Day): Day => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** The first day of the month `count` months after the one a day falls in. */
export const monthStartAfter = (day: Day, count: number): Day => new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + count, 1)).toISOString().slice(0, 10);

/** A balance's figure to the hundredth of a day, as the API keeps them (no floating-point remainder). */
export const roundDays = (days: number): number => Math.round(days * 100) / 100;

/**
 * What a leave would count and take, as `GET /api/leave/preview` answers it and the request form
 * shows it before sending (api/src/leave/leave-preview.ts).
 */
export interface LeavePreviewAnswer {
  leaveType: { id: string; name: string; nameAr: string; dayCount: LeaveDayCount; keepsBalance: boolean; allowNegative: boolean; maxDaysPerRequest: number | null };
  days: number;
  calendarDays: number;
  restDays: number;
  holidays: number;
  holidaysMet: { name: string; nameAr: string; firstDay: string; lastDay: string }[];
  balance: { before: number; after: number } | null;
  /** The words the request would be refused with by its type's rules (none: it may be sent). */
  refusal: string | null;
}
