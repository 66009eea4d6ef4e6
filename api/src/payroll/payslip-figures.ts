import type { GosiShares } from './gosi';

/** What a month's payslip is computed from, money in halalas. */
export interface PayInputs {
  /** The contract's monthly amounts. */
  basic: number;
  housing: number;
  transport: number;
  other: number;
  /** Days of the month employed, of 30 (fewer for one hired during it). */
  paidDays: number;
  overtimeHours: number;
  /** The HR settings' working day: an hour's wage is the basic ÷ 30 ÷ these hours. */
  dailyHours: number;
  unpaidLeaveDays: number;
  /** Days of leave paid in part (sick leave past its full-pay tier), and the share of their pay not earned (a day at 75 %: 0.25). */
  reducedPayDays: number;
  reducedPayShare: number;
  absenceDays: number;
  penalties: number;
  advanceInstalment: number;
  carriedIn: number;
  gosi: GosiShares;
}

/** A payslip's figures in halalas (days and hours as they are), named as the payslip's fields. */
export type PayFigures = Record<(typeof FIGURES)[number], number>;

/** Every figure of a payslip, in the order it reads. */
export const FIGURES = [
  'paidDays', 'basicSalary', 'housingAllowance', 'transportAllowance', 'otherAllowances', 'overtimeHours', 'overtimePay', 'grossPay',
  'unpaidLeaveDays', 'unpaidLeaveDeduction', 'reducedPayDays', 'reducedPayDeduction', 'absenceDays', 'absenceDeduction', 'penaltiesDeduction', 'advanceInstalment', 'carriedIn',
  'deductionCap', 'carriedOver', 'totalDeductions', 'gosiWage', 'gosiEmployee', 'gosiEmployer', 'netPay',
] as const;

/** The figures counted in days or hours, not money. */
export const COUNTED = new Set<string>(['paidDays', 'overtimeHours', 'unpaidLeaveDays', 'reducedPayDays', 'absenceDays']);

/**
 * A month's payslip: the contract's pay for the days employed; overtime at the hour's basic wage
 * and half again (art. 107); a day of unpaid leave or of absence without excuse at the month's wage
 * ÷ 30, not earned, and the unpaid share of a day of leave paid in part (sick leave's tiers); penalties, advances and what was carried within half of the pay earned
 * (arts. 92–93), what passes it carried to next month; GOSI's employee share deducted, the
 * employer's beside it.
 */
export const payFigures = (input: PayInputs): PayFigures => {
  const days = (amount: number) => Math.round((amount * input.paidDays) / 30);
  const [basicSalary, housingAllowance, transportAllowance, otherAllowances] = [input.basic, input.housing, input.transport, input.other].map(days) as [number, number, number, number];
  const overtimePay = Math.round((input.basic * input.overtimeHours * 1.5) / (30 * input.dailyHours));
  const grossPay = basicSalary + housingAllowance + transportAllowance + otherAllowances + overtimePay;
  const wage = input.basic + input.housing + input.transport + input.other;
  const unpaidLeaveDeduction = Math.round((wage * input.unpaidLeaveDays) / 30);
  const reducedPayDeduction = Math.round((wage * input.reducedPayShare) / 30);
  const absenceDeduction = Math.round((wage * input.absenceDays) / 30);
  // Days unpaid or absent are pay not earned, taken whole; what is taken from the pay earned
  // (penalties, advances, what was carried) is kept within half of it, the rest carried on.
  const unearned = Math.min(grossPay, unpaidLeaveDeduction + reducedPayDeduction + absenceDeduction);
  const withheld = input.penalties + input.advanceInstalment + input.carriedIn;
  const deductionCap = Math.floor((grossPay - unearned) / 2);
  const carriedOver = Math.max(0, withheld - deductionCap);
  const totalDeductions = unearned + withheld - carriedOver;
  return {
    paidDays: input.paidDays,
    basicSalary,
    housingAllowance,
    transportAllowance,
    otherAllowances,
    overtimeHours: input.overtimeHours,
    overtimePay,
    grossPay,
    unpaidLeaveDays: input.unpaidLeaveDays,
    unpaidLeaveDeduction,
    reducedPayDays: input.reducedPayDays,
    reducedPayDeduction,
    absenceDays: input.absenceDays,
    absenceDeduction,
    penaltiesDeduction: input.penalties,
    advanceInstalment: input.advanceInstalment,
    carriedIn: input.carriedIn,
    deductionCap,
    carriedOver,
    totalDeductions,
    gosiWage: input.gosi.wage,
    gosiEmployee: input.gosi.employee,
    gosiEmployer: input.gosi.employer,
    netPay: grossPay - totalDeductions - input.gosi.employee,
  };
};

/** What `figures` adds to those the month's locked runs paid already (a correction's payslip); all of it without them. */
export const figuresBeyond = (figures: PayFigures, paid: PayFigures | undefined): PayFigures =>
  Object.fromEntries(FIGURES.map((name) => [name, paid ? Math.round((figures[name] - paid[name]) * 10_000) / 10_000 : figures[name]])) as PayFigures;

/** Whether a payslip's figures pay or take anything (a correction that changes nothing for an employee makes no payslip). */
export const changesAnything = (figures: PayFigures): boolean => FIGURES.some((name) => figures[name] !== 0);
