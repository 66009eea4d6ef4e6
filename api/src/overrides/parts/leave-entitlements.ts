import { addDaysTo, calendarDaysOf, clubDay, monthEndOf, monthStartAfter, roundDays, wholeYearsBetween } from '@club/schema';
import type { PoolClient } from 'pg';
import type { Cause } from '../../crud/cause';
import type { Records } from '../../crud/records';

// What the leave types kept as a balance give each employee in post as time passes, written as
// balance movements (leaveMovements) by the job `leaveBalances.entitle` and when an employee is
// hired: a month's accrual once the month has ended (a twelfth of the year's days; the hire
// month by the days employed), a year's grant on its first day (or the hire day), at a year's end
// the days above the carry-over cap, and the carried days not taken within the type's months.
// Each is written once: a month's or year's movement has its period (a unique key), and nothing is
// written behind the last one (the watermark), so running again adds nothing.

interface BalanceType {
  id: string;
  entitlement: 'accruedMonthly' | 'grantedYearly';
  daysPerYear: number;
  longServiceYears: number | null;
  longServiceDaysPerYear: number | null;
  carryOverCap: number | null;
  carriedDaysExpireAfterMonths: number | null;
  effectiveFrom: string;
}

/** One employee's standing in one type: what was last written. */
interface Standing {
  employeeId: string;
  hireDate: string;
  typeId: string;
  /** The day of the last movement the job or the opening wrote: nothing is due on or before it. */
  watermark: string | null;
  opening: string | null;
  lastAccrual: string | null;
  lastGrant: string | null;
}

/** A movement due, in the order it is written (a month's accrual before that day's year end, before an expiry). */
type Due =
  | { kind: 'accrual' | 'grant'; date: string; period: string; days: number; order: 0 }
  | { kind: 'carryOver'; date: string; year: number; order: 1 }
  | { kind: 'expiry'; date: string; year: number; order: 2 };

/** The type's days a year for an employee on a day: its long-service days from their years on. */
const yearlyDays = (type: BalanceType, hireDate: string, day: string): number =>
  type.longServiceYears && type.longServiceDaysPerYear !== null && wholeYearsBetween(hireDate, day) >= type.longServiceYears ? Number(type.longServiceDaysPerYear) : Number(type.daysPerYear);

const later = (a: string, b: string): string => (a > b ? a : b);

/** The day carried days of `year` expire on: the last day of the type's months into the next year. */
const expiryDay = (year: number, months: number): string => addDaysTo(monthStartAfter(`${year + 1}-01-01`, months), -1);

/** The movements due to an employee of a type up to today, in order. */
export const dueMovements = (type: BalanceType, standing: Standing, today: string): Due[] => {
  const start = later(standing.hireDate, type.effectiveFrom);
  const watermark = standing.watermark ?? addDaysTo(start, -1);
  const due: Due[] = [];
  if (type.entitlement === 'accruedMonthly') {
    // After the last accrual, else the opening's month, else the start's.
    let month = standing.lastAccrual ? monthStartAfter(`${standing.lastAccrual}-01`, 1) : standing.opening ? monthStartAfter(standing.opening, 1) : `${start.slice(0, 7)}-01`;
    for (; monthEndOf(month) < today; month = monthStartAfter(month, 1)) {
      const end = monthEndOf(month);
      if (end < start) continue;
      const share = start > month ? calendarDaysOf(start, end) / calendarDaysOf(month, end) : 1;
      due.push({ kind: 'accrual', date: end, period: month.slice(0, 7), days: roundDays((yearlyDays(type, standing.hireDate, end) / 12) * share), order: 0 });
    }
  } else {
    let year = standing.lastGrant ? Number(standing.lastGrant) + 1 : standing.opening ? Number(standing.opening.slice(0, 4)) + 1 : Number(start.slice(0, 4));
    for (; `${year}-01-01` <= today; year += 1) {
      const day = later(`${year}-01-01`, start);
      if (day > today) break;
      due.push({ kind: 'grant', date: day, period: String(year), days: roundDays(yearlyDays(type, standing.hireDate, day)), order: 0 });
    }
  }
  // Year ends and expiries after the watermark, from the first year the employee held the type.
  const firstYear = Number((standing.opening ?? start).slice(0, 4));
  for (let year = firstYear; `${year}-12-31` < today; year += 1) {
    if (type.carryOverCap !== null && `${year}-12-31` > watermark) due.push({ kind: 'carryOver', date: `${year}-12-31`, year, order: 1 });
    const expires = type.carriedDaysExpireAfterMonths === null ? undefined : expiryDay(year, type.carriedDaysExpireAfterMonths);
    if (expires && expires > watermark && expires < today) due.push({ kind: 'expiry', date: expires, year, order: 2 });
  }
  return due.filter((movement) => movement.kind === 'accrual' || movement.kind === 'grant' || movement.date >= start).sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
};

/** A movement of an employee's type as the planner reads it: what it moved, and on which day. */
interface Moved {
  kind: string;
  days: number;
  date: string;
}

/** A movement to write. */
export interface Planned extends Moved {
  period: string;
}

/** Days of the movements counted on days up to `last` (and from `first`), of some kinds or all. */
const sumOf = (movements: readonly Moved[], last: string, first = '', kinds?: readonly string[]): number =>
  movements.reduce((sum, moved) => (moved.date <= last && moved.date >= first && (!kinds || kinds.includes(moved.kind)) ? sum + Math.round(moved.days * 10_000) : sum), 0) / 10_000;

/**
 * The movements due, with their days, after the employee's movements of the type so far: an
 * accrual's or grant's own; at a year's end, what the balance then holds above the cap; at an
 * expiry, the carried days not taken since the year began (leave is taken from carried days
 * first), within what is left. Those that move nothing are left out.
 */
export const planMovements = (type: BalanceType, standing: Standing, existing: readonly Moved[], today: string): Planned[] => {
  const movements = [...existing];
  const planned: Planned[] = [];
  for (const movement of dueMovements(type, standing, today)) {
    let days: number;
    if ('days' in movement) days = movement.days;
    else {
      const held = sumOf(movements, `${movement.year}-12-31`);
      if (movement.kind === 'carryOver') days = held > Number(type.carryOverCap) ? -roundDays(held - Number(type.carryOverCap)) : 0;
      else {
        const taken = -sumOf(movements, movement.date, `${movement.year + 1}-01-01`, ['taken', 'returned']);
        days = -roundDays(Math.min(Math.max(0, held - Math.max(0, taken)), Math.max(0, sumOf(movements, movement.date))));
      }
    }
    if (days === 0) continue;
    const written = { kind: movement.kind, days, date: movement.date, period: 'period' in movement ? movement.period : String(movement.year) };
    planned.push(written);
    movements.push(written);
  }
  return planned;
};

const TYPES_SQL = `SELECT "id", "request_type" AS "requestType", "entitlement", "days_per_year" AS "daysPerYear", "long_service_years" AS "longServiceYears", "long_service_days_per_year" AS "longServiceDaysPerYear",
            "carry_over_cap" AS "carryOverCap", "carried_days_expire_after_months" AS "carriedDaysExpireAfterMonths", "effective_from"::text AS "effectiveFrom"
       FROM "leave_types" WHERE "active" AND "entitlement" IN ('accruedMonthly', 'grantedYearly') AND "days_per_year" IS NOT NULL AND "effective_from" IS NOT NULL`;

/** The balance types and every employee in post's standing in each (one employee's only, when named). */
const standingsOf = async (client: PoolClient, employeeId?: string): Promise<{ types: Map<string, BalanceType>; standings: Standing[] }> => {
  const { rows: types } = await client.query<BalanceType>(TYPES_SQL);
  const { rows: standings } = await client.query<Standing>(
    `SELECT e."id" AS "employeeId", e."hire_date"::text AS "hireDate", t."id" AS "typeId",
            (max(m."date") FILTER (WHERE m."kind" IN ('opening', 'accrual', 'grant', 'carryOver', 'expiry')))::text AS "watermark",
            (max(m."date") FILTER (WHERE m."kind" = 'opening'))::text AS "opening",
            max(m."period") FILTER (WHERE m."kind" = 'accrual') AS "lastAccrual",
            max(m."period") FILTER (WHERE m."kind" = 'grant') AS "lastGrant"
       FROM "employees" e
       JOIN "leave_types" t ON t."id" = ANY($1::uuid[])
       LEFT JOIN "leave_movements" m ON m."employee_id" = e."id" AND m."leave_type_id" = t."id"
      WHERE e."status" IN ('active', 'onLeave') AND ($2::uuid IS NULL OR e."id" = $2)
      GROUP BY e."id", t."id"
      ORDER BY e."id", t."id"`,
    [types.map((type) => type.id), employeeId ?? null],
  );
  return { types: new Map(types.map((type) => [type.id, type])), standings };
};

/**
 * What a new employee's types give them at once, summed by request type (annual, sick...): the
 * employee's own balance columns are written with them, so that the movements the hire then makes
 * leave the record as it was created.
 */
export const hiringBalances = async (client: PoolClient, hireDate: string, today = clubDay()): Promise<Map<string, number>> => {
  const { rows: types } = await client.query<BalanceType & { requestType: string }>(TYPES_SQL);
  const sums = new Map<string, number>();
  for (const type of types) {
    const standing: Standing = { employeeId: '', hireDate, typeId: type.id, watermark: null, opening: null, lastAccrual: null, lastGrant: null };
    const planned = planMovements(type, standing, [], today);
    if (planned.length > 0) sums.set(type.requestType, roundDays((sums.get(type.requestType) ?? 0) + planned.reduce((sum, movement) => sum + movement.days, 0)));
  }
  return sums;
};

/**
 * Writes every movement due (to everyone in post, or to one employee): through the engine, each
 * with its audit entry naming `cause`, under the employee's row lock; then `settled` (the
 * employee's balance columns). The number written.
 */
export const entitle = async (
  records: Records,
  client: PoolClient,
  cause: Cause,
  settled: (employeeId: string, typeId: string) => Promise<void>,
  employeeId?: string,
  today = clubDay(),
): Promise<number> => {
  const { types, standings } = await standingsOf(client, employeeId);
  let written = 0;
  for (const standing of standings) {
    const type = types.get(standing.typeId)!;
    if (dueMovements(type, standing, today).length === 0) continue;
    await records.find('employees', { id: standing.employeeId }, { lock: true });
    const { rows: existing } = await client.query<Moved>('SELECT "kind", "days", "date"::text AS "date" FROM "leave_movements" WHERE "employee_id" = $1 AND "leave_type_id" = $2', [standing.employeeId, type.id]);
    const planned = planMovements(type, standing, existing, today);
    for (const movement of planned) await records.create('leaveMovements', { employeeId: standing.employeeId, leaveTypeId: type.id, ...movement }, cause);
    if (planned.length > 0) await settled(standing.employeeId, type.id);
    written += planned.length;
  }
  return written;
};
