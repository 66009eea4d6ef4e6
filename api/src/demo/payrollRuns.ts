import type { DemoSeed } from './demo-seed';

// Each run computes its payslips from the month's records: they come first.
export const after = ['approvalRoutes', 'hrSettings', 'employees', 'employeeRequests', 'overtimeRequests', 'penalties', 'attendanceRecords'];

type Step = readonly [action: string, user: number, comment?: string];

/** The payroll route's three signatures (HR manager, finance, executive director: api/src/demo/approvalRoutes.ts), each with what they said. */
const APPROVED: readonly Step[] = [['approve', 11], ['approve', 19, 'Matches the bank balance for salaries.'], ['approve', 3]];
/** Submitted by the HR officer, approved on the route, locked by finance. */
const LOCKED: readonly Step[] = [['submit', 12], ...APPROVED, ['lock', 19]];

// [months from this one, kind, notes, what happened (by index of the demo users)]
const RUNS: readonly (readonly [number, 'regular' | 'offCycle', string | null, readonly Step[]])[] = [
  ...[-8, -7, -6, -5, -4, -3, -2].map((month) => [month, 'regular', null, LOCKED] as const),
  [-1, 'regular', 'رواتب الشهر مع العمل الإضافي المعتمد.', LOCKED],
  // The raise of employee 5 (last month's, approved late) paid by a correction of that month.
  [-1, 'offCycle', 'Correction: the raise of Abdullah Al-Harbi from last month.', [['submit', 12], ...APPROVED]],
  [0, 'regular', null, [['submit', 12], ['reject', 11, 'لم تُعتمد كل ساعات العمل الإضافي لهذا الشهر بعد، يرجى إعادة الاحتساب.']]],
  [0, 'regular', 'Withdrawn: computed before the month’s penalties were entered.', [['submit', 12], ['cancel', 12, 'A penalty of the month was missing.']]],
  [0, 'regular', 'رواتب الشهر بعد إدخال الجزاءات.', [['submit', 12], ['approve', 11]]],
  [1, 'regular', 'Prepared early for the holiday payday.', []],
];

/** YYYY-MM of the month `months` from today's. */
const monthFrom = (today: string, months: number): string => new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + months, 1)).toISOString().slice(0, 7);

export const demo: DemoSeed = function* (ctx) {
  const users = ctx.ids('users');
  const employees = ctx.records('employees');
  const today = ctx.dateFromToday(0);
  const locked = new Map<string, string>();
  for (const [months, kind, notes, steps] of RUNS) {
    const month = monthFrom(today, months);
    const raised = employees[5];
    yield {
      month,
      kind,
      correctsId: kind === 'offCycle' ? locked.get(month) : undefined,
      notes: notes ?? undefined,
      $by: users[12],
      // Computed by the HR officer who made it, then what happened.
      $actions: [{ name: 'compute', by: users[12]! }, ...steps.map(([name, by, comment]) => ({ name, by: users[by]!, comment }))],
      // Last month's locked run is followed by the raise it did not pay yet.
      $then: months === -1 && kind === 'regular' && raised ? [{ resource: 'employees', id: String(raised.id), values: { basicSalary: Number(raised.basicSalary) + 1000 } }] : undefined,
    };
    if (kind === 'regular' && steps.at(-1)?.[0] === 'lock') locked.set(month, ctx.ids('payrollRuns').at(-1)!);
  }
};
