import type { Locale } from '../i18n/messages';
import { causeOf } from '../crud/cause';
import type { PendingWrite } from '../crud/crud.service';
import { isFinalApproval } from '../rules/approvals';
import type { RuleRefusals } from '../rules/refusals';
import { defineOverride } from '../server-overrides/define';

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
  const full = monthlyWageHalalas * (Math.min(years, 5) / 2 + Math.max(years - 5, 0));
  const share = reason === 'article80Dismissal' ? 0 : reason !== 'resignation' ? 1 : years < 2 ? 0 : years < 5 ? 1 / 3 : years < 10 ? 2 / 3 : 1;
  return { full: Math.round(full), share, award: Math.round(full * share) };
};

const sar = (halalas: number, locale: Locale) =>
  (halalas / 100).toLocaleString(locale === 'ar' ? 'ar-SA' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** How much of the full award the reason gives, as its text's key (`texts` in locales/). */
const shareKey = (share: number): string => (share === 1 ? 'shareAll' : share === 0 ? 'shareNone' : share < 0.5 ? 'shareThird' : 'shareTwoThirds');

/** The award's calculation as people read it, in the write's language (`texts.calculation`). */
const explain = (rules: RuleRefusals, write: PendingWrite, years: number, wage: number, full: number, share: number, award: number): string => {
  const first = Math.min(years, 5);
  const rest = Math.max(years - 5, 0);
  const y = (value: number) => value.toFixed(2);
  const money = (halalas: number) => sar(halalas, write.locale);
  return rules.text(write, 'calculation', {
    years: y(years),
    first: y(first),
    half: money(wage / 2),
    rest: rest ? rules.text(write, 'calculationRest', { rest: y(rest), wage: money(wage) }) : '',
    full: money(full),
    share: rules.text(write, shareKey(share)),
    award: money(award),
  });
};

// End of service: the award computed from the employee's hire date, last wage and the reason, with
// its calculation (the last day after the hire date, one end of service per employee and the
// end-of-service route: declared); once finally approved, the employee is terminated.
export const override = defineOverride(({ records, rules }) => ({
  beforeWrite: async (write, client) => {
    // The last approval's effect names it as its cause.
    if (isFinalApproval(write)) {
      await records.update('employees', write.before!.employeeId as string, { status: 'terminated' }, causeOf(write));
      return;
    }
    // Any other decision is the route's (the engine's); the award is computed when made or edited.
    if (write.action === 'delete' || write.recordAction) return;
    const record = { ...write.before, ...write.values };
    const { rows } = await client.query(
      `SELECT e."hire_date"::text AS "hireDate", e."basic_salary" AS "basic",
              coalesce(e."housing_allowance", 0) + coalesce(e."transport_allowance", 0) + coalesce(e."other_allowances", 0) AS "allowances",
              (SELECT "award_includes_allowances" FROM "hr_settings" LIMIT 1) AS "withAllowances"
         FROM "employees" e WHERE e."id" = $1`,
      [record.employeeId],
    );
    const employee = rows[0];
    if (!employee) return; // the reference check answers it
    const wage = Math.round(Number(employee.basic) * 100) + (employee.withAllowances === false ? 0 : Math.round(Number(employee.allowances) * 100));
    const years = serviceYears(employee.hireDate, record.lastWorkingDay as string);
    const { full, share, award } = endOfServiceAward(record.reason as Reason, years, wage);
    Object.assign(write.values, {
      serviceYears: Math.round(years * 100) / 100,
      monthlyWage: wage / 100,
      award: award / 100,
      calculation: explain(rules, write, years, wage, full, share, award),
    });
  },
}));
