import type { PoolClient } from 'pg';
import { halalasOrZero } from '../overrides/parts/money';
import { COUNTED, FIGURES, type PayFigures } from './payslip-figures';

type Row = Record<string, unknown>;

/** The last day of a month (2026-02 → 2026-02-28). */
export const monthEndOf = (month: string): string => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** The month before (2026-01 → 2025-12). */
export const monthBefore = (month: string): string => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 2, 1)).toISOString().slice(0, 7);

/** An employee as a month's payroll reads them. */
export interface PaidEmployee {
  id: string;
  nationalId: string;
  saudi: boolean;
  hireDate: string;
  departmentId: string | null;
  bankIban: string | null;
  gosiRegistrationDate: string | null;
  /** Monthly, in halalas. */
  basic: number;
  housing: number;
  transport: number;
  other: number;
}

/** An approved salary advance not yet recovered in full, in halalas. */
export interface OpenAdvance {
  id: string;
  employeeId: string;
  amount: number;
  instalments: number;
  recovered: number;
}

/** Everything a month's payroll reads, by employee. */
export interface MonthRecords {
  employees: PaidEmployee[];
  overtimeHours: Map<string, number>;
  /** Calendar days of approved unpaid leave within the month. */
  unpaidLeaveDays: Map<string, number>;
  /** Days of leave paid in part by their type's tiers within the month, and the unpaid share of them (in days). */
  reducedPay: Map<string, ReducedPay>;
  /** Days the attendance marks absent that no approved leave covers. */
  absenceDays: Map<string, number>;
  /** The month's deductions of penalties, in halalas. */
  penalties: Map<string, number>;
  advances: Map<string, OpenAdvance[]>;
  /** What last month's locked runs carried to this one, in halalas. */
  carriedIn: Map<string, number>;
  /** What this month's locked runs paid already, figure by figure. */
  paid: Map<string, PayFigures>;
}

export interface ReducedPay {
  days: number;
  share: number;
}

const addDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The month's days of leave paid in tiers (sick leave: 30 days a year at full pay, 60 at three
 * quarters, 30 unpaid, art. 117), by employee: each approved leave of a tiered type counted day by
 * day from the year's first day (the calendar year), in order, every day placed in its tier; a day
 * past the last tier is unpaid. Only the month's days paid in part count.
 */
const reducedPayOf = async (client: PoolClient, first: string, last: string): Promise<Map<string, ReducedPay>> => {
  const { rows: tiers } = await client.query<{ typeId: string; days: number; percent: number }>(
    `SELECT "leave_type_id" AS "typeId", "days", "pay_percent" AS "percent" FROM "leave_pay_tiers" ORDER BY "leave_type_id", "position", "id"`,
  );
  const tiersOf = new Map<string, { days: number; percent: number }[]>();
  for (const tier of tiers) tiersOf.set(tier.typeId, [...(tiersOf.get(tier.typeId) ?? []), { days: Number(tier.days), percent: Number(tier.percent) }]);
  const reduced = new Map<string, ReducedPay>();
  if (tiersOf.size === 0) return reduced;
  const yearStart = `${first.slice(0, 4)}-01-01`;
  const { rows: leaves } = await client.query<{ employeeId: string; typeId: string; first: string; last: string }>(
    `SELECT "employee_id" AS "employeeId", "leave_type_id" AS "typeId", "start_date"::text AS "first", "end_date"::text AS "last" FROM "employee_requests"
      WHERE "status" = 'approved' AND "leave_type_id" = ANY($3::uuid[]) AND "start_date" <= $2::date AND "end_date" >= $1::date
      ORDER BY "employee_id", "leave_type_id", "start_date", "id"`,
    [yearStart, last, [...tiersOf.keys()]],
  );
  const taken = new Map<string, number>();
  for (const leave of leaves) {
    const key = `${leave.employeeId}/${leave.typeId}`;
    const steps = tiersOf.get(leave.typeId)!;
    for (let day = leave.first < yearStart ? yearStart : leave.first; day <= leave.last && day <= last; day = addDay(day)) {
      const ordinal = (taken.get(key) ?? 0) + 1;
      taken.set(key, ordinal);
      if (day < first) continue;
      let reach = 0;
      const percent = steps.find((step) => (reach += step.days) >= ordinal)?.percent ?? 0;
      if (percent >= 100) continue;
      const month = reduced.get(leave.employeeId) ?? { days: 0, share: 0 };
      reduced.set(leave.employeeId, { days: month.days + 1, share: month.share + (100 - percent) / 100 });
    }
  }
  return reduced;
};

const byEmployee = <T>(rows: Row[], value: (row: Row) => T): Map<string, T> => new Map(rows.map((row) => [String(row.employeeId), value(row)]));

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The month's records of every employee it pays (active or on leave, hired by its end): their pay,
 * approved overtime, approved unpaid leave, leave paid in part, absences without an approved leave, penalties with a
 * deduction dated in it, advances approved by its end and not yet recovered, what last month
 * carried over, and what this month's locked runs paid. Read in the run's transaction.
 */
export const monthRecords = async (client: PoolClient, month: string): Promise<MonthRecords> => {
  const first = `${month}-01`;
  const last = monthEndOf(month);
  const employees = await client.query(
    `SELECT "id", "national_id" AS "nationalId", "nationality", "hire_date"::text AS "hireDate", "department_id" AS "departmentId",
            "bank_iban" AS "bankIban", "gosi_registration_date"::text AS "gosiRegistrationDate", "basic_salary" AS "basic", "housing_allowance" AS "housing",
            "transport_allowance" AS "transport", "other_allowances" AS "other"
       FROM "employees" WHERE "status" IN ('active', 'onLeave') AND "hire_date" <= $1::date ORDER BY "employee_no", "id"`,
    [last],
  );
  const overtime = await client.query(
    `SELECT "employee_id" AS "employeeId", sum("hours") AS "hours" FROM "overtime_requests"
      WHERE "status" = 'approved' AND "date" BETWEEN $1::date AND $2::date GROUP BY "employee_id"`,
    [first, last],
  );
  const unpaid = await client.query(
    `SELECT "employee_id" AS "employeeId", sum(least("end_date", $2::date) - greatest("start_date", $1::date) + 1) AS "days" FROM "employee_requests"
      WHERE "type" = 'unpaidLeave' AND "status" = 'approved' AND "start_date" <= $2::date AND "end_date" >= $1::date GROUP BY "employee_id"`,
    [first, last],
  );
  // Absent on a working day, with no approved leave of any type on it (a leave is its own excuse).
  const absent = await client.query(
    `SELECT a."employee_id" AS "employeeId", count(*)::int AS "days" FROM "attendance_records" a
      WHERE a."status" = 'absent' AND a."date" BETWEEN $1::date AND $2::date
        AND NOT EXISTS (SELECT 1 FROM "employee_requests" q WHERE q."employee_id" = a."employee_id" AND q."status" = 'approved' AND a."date" BETWEEN q."start_date" AND q."end_date")
      GROUP BY a."employee_id"`,
    [first, last],
  );
  const penalties = await client.query(
    `SELECT "employee_id" AS "employeeId", sum("deduction_amount") AS "amount" FROM "penalties"
      WHERE "action" = 'deduction' AND "date" BETWEEN $1::date AND $2::date GROUP BY "employee_id"`,
    [first, last],
  );
  const advances = await client.query(
    `SELECT "id", "employee_id" AS "employeeId", "amount", coalesce("instalments", 1) AS "instalments", coalesce("recovered_amount", 0) AS "recovered" FROM "employee_requests"
      WHERE "type" = 'salaryAdvance' AND "status" = 'approved' AND "amount" > coalesce("recovered_amount", 0)
        AND ("decided_at" AT TIME ZONE 'Asia/Riyadh')::date <= $1::date
      ORDER BY "decided_at", "id"`,
    [last],
  );
  const carried = await client.query(
    `SELECT p."employee_id" AS "employeeId", sum(p."carried_over") AS "amount" FROM "payslips" p JOIN "payroll_runs" r ON r."id" = p."payroll_run_id"
      WHERE r."status" = 'locked' AND r."month" = $1 GROUP BY p."employee_id"`,
    [monthBefore(month)],
  );
  const paid = await client.query(
    `SELECT p."employee_id" AS "employeeId", ${FIGURES.map((name) => `sum(p."${snakeCase(name)}") AS "${name}"`).join(', ')}
       FROM "payslips" p JOIN "payroll_runs" r ON r."id" = p."payroll_run_id"
      WHERE r."status" = 'locked' AND r."month" = $1 GROUP BY p."employee_id"`,
    [month],
  );
  const open = new Map<string, OpenAdvance[]>();
  for (const row of advances.rows) {
    const advance = { id: String(row.id), employeeId: String(row.employeeId), amount: halalasOrZero(row.amount), instalments: Number(row.instalments), recovered: halalasOrZero(row.recovered) };
    open.set(advance.employeeId, [...(open.get(advance.employeeId) ?? []), advance]);
  }
  return {
    employees: employees.rows.map((row) => ({
      id: String(row.id),
      nationalId: String(row.nationalId),
      saudi: row.nationality === 'saudi',
      hireDate: String(row.hireDate),
      departmentId: (row.departmentId as string | null) ?? null,
      bankIban: (row.bankIban as string | null) ?? null,
      gosiRegistrationDate: (row.gosiRegistrationDate as string | null) ?? null,
      basic: halalasOrZero(row.basic),
      housing: halalasOrZero(row.housing),
      transport: halalasOrZero(row.transport),
      other: halalasOrZero(row.other),
    })),
    overtimeHours: byEmployee(overtime.rows, (row) => Number(row.hours)),
    unpaidLeaveDays: byEmployee(unpaid.rows, (row) => Number(row.days)),
    reducedPay: await reducedPayOf(client, first, last),
    absenceDays: byEmployee(absent.rows, (row) => Number(row.days)),
    penalties: byEmployee(penalties.rows, (row) => halalasOrZero(row.amount)),
    advances: open,
    carriedIn: byEmployee(carried.rows, (row) => halalasOrZero(row.amount)),
    paid: byEmployee(paid.rows, (row) => Object.fromEntries(FIGURES.map((name) => [name, COUNTED.has(name) ? Number(row[name] ?? 0) : halalasOrZero(row[name])])) as PayFigures),
  };
};
