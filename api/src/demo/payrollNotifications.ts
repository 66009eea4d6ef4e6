import type { DemoSeed } from './demo-seed';

/** The calendar month `back` months before this one, as YYYY-MM. */
const monthBefore = (ctx: Parameters<DemoSeed>[0], back: number) => {
  const today = new Date(`${ctx.dateFromToday(0)}T00:00:00Z`);
  today.setUTCDate(1);
  today.setUTCMonth(today.getUTCMonth() - back);
  return today.toISOString().slice(0, 7);
};

// [employee (index of the demo employees), months back, other additions, other deductions, status, notes]
const NOTICES = [
  [0, 1, 0, 0, 'issued', null],
  [1, 1, 0, 0, 'issued', null],
  [3, 1, 0, 0, 'issued', null],
  [5, 1, 0, 0, 'issued', 'Includes the deduction for the lost charger.'],
  [6, 1, 500, 0, 'issued', 'بدل تنقل لمعسكر الفريق.'],
  [9, 1, 0, 0, 'issued', null],
  [0, 0, 0, 0, 'draft', null],
  [1, 0, 0, 0, 'draft', null],
  [3, 0, 0, 200, 'draft', 'Advance instalment.'],
  [4, 0, 0, 0, 'draft', 'خصم التأخر.'],
  [11, 0, 0, 0, 'draft', null],
  [16, 0, 250, 0, 'draft', 'Meal allowance for the away trip.'],
  [13, 0, 0, 0, 'draft', null],
] as const;

export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  return NOTICES.map(([employee, back, otherAdditions, otherDeductions, status, notes]) => ({
    employeeId: employees[employee],
    month: monthBefore(ctx, back),
    otherAdditions,
    otherDeductions,
    status,
    notes: notes ?? undefined,
  }));
};
