import type { PoolClient } from 'pg';
import { causeOf } from '../crud/cause';
import { isFinalApproval } from '../rules/approvals';
import { defineOverride } from '../server-overrides/define';
import { halalasOrZero } from './parts/money';

type Reason = 'resignation' | 'employerTermination' | 'contractExpiry' | 'retirement' | 'death' | 'forceMajeure' | 'article80Dismissal' | 'article81Resignation';

/**
 * Years of service from the hire date to the day after the last working day: whole years by the
 * calendar, then the days left over as a fraction of 365 (the award is due for part of a year in
 * proportion, art. 84).
 */
export const serviceYears = (hireDate: string, lastWorkingDay: string): number => {
  const end = new Date(`${lastWorkingDay}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  const start = new Date(`${hireDate}T00:00:00Z`);
  let years = end.getUTCFullYear() - start.getUTCFullYear();
  const anniversary = (count: number) => Date.UTC(start.getUTCFullYear() + count, start.getUTCMonth(), start.getUTCDate());
  if (anniversary(years) > end.getTime()) years -= 1;
  const days = Math.round((end.getTime() - anniversary(years)) / 86_400_000);
  return years + days / 365;
};

/**
 * The end-of-service award in halalas, by Saudi labour law: half a month's wage for each of the
 * first five years and a whole month's for each year after (art. 84). One who resigns gets a third
 * of it after two to five years, two thirds after five to ten, all of it from ten; nothing before
 * two (art. 85). Dismissal under article 80 forfeits it; leaving under article 81, termination by
 * the employer, the end of a contract, retirement, death and force majeure give all of it.
 */
export const endOfServiceAward = (reason: Reason, years: number, monthlyWageHalalas: number) => {
  const halfMonths = Math.round((monthlyWageHalalas * Math.min(years, 5)) / 2);
  const wholeMonths = Math.round(monthlyWageHalalas * Math.max(years - 5, 0));
  const full = halfMonths + wholeMonths;
  const share = reason === 'article80Dismissal' ? 0 : reason !== 'resignation' ? 1 : years < 2 ? 0 : years < 5 ? 1 / 3 : years < 10 ? 2 / 3 : 1;
  return { halfMonths, wholeMonths, full, share, award: Math.round(full * share) };
};

/** How much of the full award the reason gives, as the record's `awardShare`. */
const shareOf = (share: number): string => (share === 1 ? 'all' : share === 0 ? 'none' : share < 0.5 ? 'oneThird' : 'twoThirds');

/**
 * The employee's last monthly wage in halalas: that of the last month a locked payroll run paid
 * them (the month's runs together, a correction's difference included; the pay for a whole month
 * where they were hired during it), else their record's pay; the allowances counted unless the HR
 * settings say otherwise (art. 2: the actual wage).
 */
const lastWageOf = async (client: PoolClient, employeeId: unknown): Promise<{ wage: number; month: string | null } | undefined> => {
  const { rows } = await client.query(
    `SELECT e."basic_salary" AS "basic", coalesce(e."housing_allowance", 0) + coalesce(e."transport_allowance", 0) + coalesce(e."other_allowances", 0) AS "allowances",
            (SELECT "award_includes_allowances" FROM "hr_settings" LIMIT 1) AS "withAllowances", paid."month", paid."basic" AS "paidBasic", paid."allowances" AS "paidAllowances", paid."days"
       FROM "employees" e
       LEFT JOIN LATERAL (
         SELECT r."month", sum(p."basic_salary") AS "basic", sum(coalesce(p."housing_allowance", 0) + coalesce(p."transport_allowance", 0) + coalesce(p."other_allowances", 0)) AS "allowances", sum(p."paid_days") AS "days"
           FROM "payslips" p JOIN "payroll_runs" r ON r."id" = p."payroll_run_id"
          WHERE p."employee_id" = e."id" AND r."status" = 'locked'
          GROUP BY r."month" ORDER BY r."month" DESC LIMIT 1
       ) paid ON true
      WHERE e."id" = $1`,
    [employeeId],
  );
  const found = rows[0];
  if (!found) return undefined;
  const allowances = found.withAllowances !== false;
  if (found.month && Number(found.days) > 0) {
    const monthly = (halalasOrZero(found.paidBasic) + (allowances ? halalasOrZero(found.paidAllowances) : 0)) * (30 / Number(found.days));
    return { wage: Math.round(monthly), month: String(found.month) };
  }
  return { wage: halalasOrZero(found.basic) + (allowances ? halalasOrZero(found.allowances) : 0), month: null };
};

// End of service: the award computed from the employee's hire date, last wage and the reason, step
// by step (the last day after the hire date, one end of service per employee and the
// end-of-service route: declared); once finally approved, the employee is terminated.
export const override = defineOverride(({ records }) => ({
  beforeWrite: async (write, client) => {
    // The last approval's effect names it as its cause.
    if (isFinalApproval(write)) {
      await records.update('employees', write.before!.employeeId as string, { status: 'terminated' }, causeOf(write));
      return;
    }
    // Any other decision is the route's (the engine's); the award is computed when made or edited.
    if (write.action === 'delete' || write.recordAction) return;
    const record = { ...write.before, ...write.values };
    const last = await lastWageOf(client, record.employeeId);
    const { rows } = await client.query(`SELECT "hire_date"::text AS "hireDate" FROM "employees" WHERE "id" = $1`, [record.employeeId]);
    if (!last || !rows[0]) return; // the reference check answers it
    const years = serviceYears(rows[0].hireDate, record.lastWorkingDay as string);
    const { halfMonths, wholeMonths, full, share, award } = endOfServiceAward(record.reason as Reason, years, last.wage);
    Object.assign(write.values, {
      serviceYears: Math.round(years * 100) / 100,
      monthlyWage: last.wage / 100,
      wageSource: last.month ? 'payroll' : 'employeeRecord',
      wageMonth: last.month,
      halfMonthYears: Math.round(Math.min(years, 5) * 10_000) / 10_000,
      halfMonthAward: halfMonths / 100,
      fullMonthYears: Math.round(Math.max(years - 5, 0) * 10_000) / 10_000,
      fullMonthAward: wholeMonths / 100,
      fullAward: full / 100,
      awardShare: shareOf(share),
      award: award / 100,
    });
  },
}));
