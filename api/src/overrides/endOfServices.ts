import type { Locale } from '../i18n/messages';
import { causeOf } from '../crud/cause';
import { badRequest, conflict } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';
import { approvableRequest, approvalActions } from './parts/approvals';

type Reason = 'resignation' | 'employerTermination' | 'contractExpiry' | 'retirement' | 'death' | 'forceMajeure' | 'article80Dismissal' | 'article81Resignation';

const MESSAGES: Record<Locale, { refused: string; beforeHire: string; already: (number: string) => string }> = {
  en: {
    refused: 'The end of service cannot be recorded this way',
    beforeHire: 'The last working day comes after the hire date',
    already: (number) => `The employee's service already ends in ${number}`,
  },
  ar: {
    refused: 'لا يمكن تسجيل نهاية الخدمة بهذه الطريقة',
    beforeHire: 'يأتي آخر يوم عمل بعد تاريخ التعيين',
    already: (number) => `خدمة الموظف منتهية مسبقًا في ${number}`,
  },
};

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

const SHARE_TEXT: Record<Locale, (share: number) => string> = {
  en: (share) => (share === 1 ? 'all of it' : share === 0 ? 'none of it' : share < 0.5 ? 'one third' : 'two thirds'),
  ar: (share) => (share === 1 ? 'كاملة' : share === 0 ? 'لا شيء منها' : share < 0.5 ? 'ثلثها' : 'ثلثاها'),
};

const explain = (locale: Locale, years: number, wage: number, full: number, share: number, award: number): string => {
  const first = Math.min(years, 5);
  const rest = Math.max(years - 5, 0);
  const y = (value: number) => value.toFixed(2);
  return locale === 'ar'
    ? `سنوات الخدمة ${y(years)}: ${y(first)} × نصف الأجر (${sar(wage / 2, locale)})${rest ? ` + ${y(rest)} × الأجر (${sar(wage, locale)})` : ''} = ${sar(full, locale)} ريال؛ المستحق حسب السبب: ${SHARE_TEXT.ar(share)} = ${sar(award, locale)} ريال`
    : `${y(years)} years of service: ${y(first)} × half a month's wage (${sar(wage / 2, locale)})${rest ? ` + ${y(rest)} × a month's wage (${sar(wage, locale)})` : ''} = SAR ${sar(full, locale)}; due for this reason: ${SHARE_TEXT.en(share)} = SAR ${sar(award, locale)}`;
};

// End of service: the award computed from the employee's hire date, last wage and the reason, with
// its calculation; one end of service per employee; approved through the end-of-service route, after
// which the employee is terminated.
export const override = defineOverride(({ records }) => ({
  // The rules are made for each write: the last approval's effect names it as its cause.
  beforeWrite: (write, client) => approvableRequest({
    requestType: () => 'endOfService',
    typeField: 'reason',
    check: async (write, client, record) => {
      // Locked: two ends of one employee's service at once take turns for the check below.
      const { rows } = await client.query(
        `SELECT e."hire_date"::text AS "hireDate", e."basic_salary" AS "basic",
                coalesce(e."housing_allowance", 0) + coalesce(e."transport_allowance", 0) + coalesce(e."other_allowances", 0) AS "allowances",
                (SELECT "award_includes_allowances" FROM "hr_settings" LIMIT 1) AS "withAllowances"
           FROM "employees" e WHERE e."id" = $1 FOR NO KEY UPDATE`,
        [record.employeeId],
      );
      const employee = rows[0];
      if (!employee) return; // the reference check answers it
      const m = MESSAGES[write.locale];
      if ((record.lastWorkingDay as string) < employee.hireDate) throw badRequest(m.refused, { lastWorkingDay: m.beforeHire });
      const { rows: others } = await client.query(
        `SELECT "number" FROM "end_of_services" WHERE "employee_id" = $1 AND "status" IN ('pending', 'approved') AND "id" IS DISTINCT FROM $2 LIMIT 1`,
        [record.employeeId, write.id ?? null],
      );
      if (others[0]) throw conflict(m.refused, { employeeId: m.already(others[0].number) });
      const wage = Math.round(Number(employee.basic) * 100) + (employee.withAllowances === false ? 0 : Math.round(Number(employee.allowances) * 100));
      const years = serviceYears(employee.hireDate, record.lastWorkingDay as string);
      const { full, share, award } = endOfServiceAward(record.reason as Reason, years, wage);
      Object.assign(write.values, {
        serviceYears: Math.round(years * 100) / 100,
        monthlyWage: wage / 100,
        award: award / 100,
        calculation: explain(write.locale, years, wage, full, share, award),
      });
    },
    onApproved: async (_client, record) => {
      await records.update('employees', record.employeeId as string, { status: 'terminated' }, causeOf(write));
    },
  })(write, client),
  recordActions: approvalActions(),
}));
