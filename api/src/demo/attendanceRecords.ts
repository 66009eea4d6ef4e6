import type { DemoSeed } from './demo-seed';

// [employee (index of the demo employees), workday (0 = the last working day, 1 = the one before …), check-in, check-out, source]
const DAYS = [
  [0, 0, '07:52', '16:10', 'biometric'],
  [1, 0, '08:05', '16:02', 'biometric'],
  [3, 0, '08:41', '16:30', 'biometric'],
  [4, 0, '08:12', '15:20', 'mobile'],
  [5, 0, null, null, 'manual'],
  [9, 0, '07:58', null, 'biometric'],
  [12, 0, '07:01', '15:05', 'biometric'],
  [6, 0, '14:25', '22:00', 'biometric'],
  [0, 1, '08:03', '17:15', 'biometric'],
  [1, 1, '08:20', '16:00', 'biometric'],
  [3, 1, '07:45', '16:01', 'manual'],
  [15, 1, '09:10', '16:00', 'mobile'],
  [16, 1, '06:02', '13:00', 'biometric'],
] as const;

/** The date `back` Sunday-to-Thursday working days before today, and the last Friday. */
const workday = (ctx: Parameters<DemoSeed>[0], back: number): string => {
  let offset = -1;
  for (let seen = -1; ; offset -= 1) {
    const day = new Date(`${ctx.dateFromToday(offset)}T00:00:00Z`).getUTCDay();
    if (day >= 0 && day <= 4 && ++seen === back) return ctx.dateFromToday(offset);
  }
};

export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  let friday = -1;
  while (new Date(`${ctx.dateFromToday(friday)}T00:00:00Z`).getUTCDay() !== 5) friday -= 1;
  return [
    ...DAYS.map(([employee, back, checkIn, checkOut, source]) => ({
      employeeId: employees[employee],
      date: workday(ctx, back),
      checkIn: checkIn ?? undefined,
      checkOut: checkOut ?? undefined,
      source,
      notes: checkIn === null ? 'لم يحضر ولم يقدم عذرًا حتى الآن.' : checkOut === null ? 'Forgot to check out: to be regularised by the supervisor.' : undefined,
    })),
    // Match-day duty on the weekend.
    { employeeId: employees[9], date: ctx.dateFromToday(friday), checkIn: '15:00', checkOut: '23:00', source: 'manual', notes: 'Stadium duty for the league match.' },
  ];
};
