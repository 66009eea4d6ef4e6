import type { PoolClient } from 'pg';
import type { Cause } from '../crud/cause';
import type { Row } from '../crud/crud.service';
import type { Records } from '../crud/records';
import { instalmentsOf } from './advances';
import { gosiRatesOf, gosiSharesOf } from './gosi';
import { monthEndOf, monthRecords, type MonthRecords, type PaidEmployee } from './month-records';
import { changesAnything, COUNTED, FIGURES, figuresBeyond, payFigures, type PayFigures } from './payslip-figures';

/** Figures a payslip shows only when they hold something (an overtime, a deduction). */
const SHOWN_WHEN_HELD = new Set<string>([
  'overtimeHours', 'overtimePay', 'unpaidLeaveDays', 'unpaidLeaveDeduction', 'reducedPayDays', 'reducedPayDeduction', 'absenceDays', 'absenceDeduction', 'penaltiesDeduction', 'advanceInstalment', 'carriedIn', 'carriedOver',
]);

/** The calendar days of the month the employee is employed: all of them, or from the day hired when that falls within it. */
const employedDaysOf = (employee: PaidEmployee, month: string, monthEnd: string): number =>
  Number(monthEnd.slice(8, 10)) - (employee.hireDate.slice(0, 7) === month ? Number(employee.hireDate.slice(8, 10)) - 1 : 0);

/** Days of a month of 30 paid for so many days employed: 30 for the whole month, else the days themselves. */
const paidDaysOf = (employedDays: number, monthEnd: string): number => (employedDays === Number(monthEnd.slice(8, 10)) ? 30 : Math.min(30, employedDays));

/**
 * An employee's month, whole: their pay for the days employed, the month's records, GOSI. Advances
 * and what last month carried are taken by the month's first locked run that pays the employee:
 * after it (a correction), the same as it took.
 */
const monthOf = (employee: PaidEmployee, month: string, records: MonthRecords, settings: Row): PayFigures => {
  const monthEnd = monthEndOf(month);
  const paid = records.paid.get(employee.id);
  const employedDays = employedDaysOf(employee, month, monthEnd);
  const paidDays = paidDaysOf(employedDays, monthEnd);
  // Unpaid leave over every day employed takes all of them (a whole February is 30 days' pay, not 28).
  const unpaid = records.unpaidLeaveDays.get(employee.id) ?? 0;
  return payFigures({
    basic: employee.basic,
    housing: employee.housing,
    transport: employee.transport,
    other: employee.other,
    paidDays,
    overtimeHours: records.overtimeHours.get(employee.id) ?? 0,
    dailyHours: Number(settings.dailyWorkingHours),
    unpaidLeaveDays: unpaid >= employedDays ? paidDays : Math.min(unpaid, paidDays),
    reducedPayDays: records.reducedPay.get(employee.id)?.days ?? 0,
    reducedPayShare: records.reducedPay.get(employee.id)?.share ?? 0,
    absenceDays: records.absenceDays.get(employee.id) ?? 0,
    penalties: records.penalties.get(employee.id) ?? 0,
    advanceInstalment: paid ? paid.advanceInstalment : instalmentsOf(records.advances.get(employee.id)),
    carriedIn: paid ? paid.carriedIn : (records.carriedIn.get(employee.id) ?? 0),
    gosi: gosiSharesOf(gosiRatesOf(settings), { saudi: employee.saudi, registeredOn: employee.gosiRegistrationDate, monthEnd, basicAndHousing: employee.basic + employee.housing, paidDays }),
  });
};

/** A payslip's values from its figures: money in riyals, days and hours as counted, a figure that holds nothing left empty where the payslip shows it only when held. */
const valuesOf = (figures: PayFigures): Row =>
  Object.fromEntries(FIGURES.map((name) => [name, SHOWN_WHEN_HELD.has(name) && figures[name] === 0 ? null : COUNTED.has(name) ? figures[name] : figures[name] / 100]));

/**
 * A draft run's payslips computed again from the month's records, through the engine (each
 * payslip's own rules and audit entry, the run's totals kept by its rollups): one per employee the
 * month pays what the month's locked runs have not (all of it for the month's first run), updated
 * where it was, removed where it no longer pays anything.
 */
export const computeRun = async (client: PoolClient, records: Records, run: Row, cause: Cause): Promise<void> => {
  const month = String(run.month);
  const [settings] = await records.find('hrSettings', {}, { limit: 1 });
  const found = await monthRecords(client, month);
  const existing = new Map((await records.find('payslips', { payrollRunId: run.id })).map((payslip) => [String(payslip.employeeId), payslip]));
  for (const employee of found.employees) {
    const figures = figuresBeyond(monthOf(employee, month, found, settings ?? {}), found.paid.get(employee.id));
    const current = existing.get(employee.id);
    existing.delete(employee.id);
    if (!changesAnything(figures)) {
      if (current) await records.delete('payslips', String(current.id), cause);
      continue;
    }
    // The name, ID and IBAN the bank's file takes, as they are when the run is computed.
    const values = { ...valuesOf(figures), month, departmentId: employee.departmentId, nationalId: employee.nationalId, bankIban: employee.bankIban };
    if (current) await records.update('payslips', String(current.id), values, cause);
    else await records.create('payslips', { payrollRunId: run.id, employeeId: employee.id, ...values }, cause);
  }
  for (const gone of existing.values()) await records.delete('payslips', String(gone.id), cause);
};
