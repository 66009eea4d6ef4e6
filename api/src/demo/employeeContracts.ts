import type { DemoSeed } from './demo-seed';

// [employee (index of the demo employees), type, starts, ends (days from today, null: open-ended), probation, basic, housing, transport, status, notes]
const CONTRACTS = [
  [0, 'unlimited', -5500, null, 90, 32000, 8000, 1500, 'active', 'Executive contract approved by the board.'],
  [1, 'unlimited', -4300, null, 90, 21000, 5250, 1000, 'active', null],
  [2, 'fixedTerm', -600, 130, 90, 11000, 2750, 800, 'active', 'عقد سنتين قابل للتجديد.'],
  [4, 'fixedTerm', -1780, 45, 90, 9500, 2375, 700, 'active', 'Renewal due: the employee asked to continue.'],
  [7, 'fixedTerm', -1200, 25, 90, 9000, 2250, 700, 'active', 'ينتهي قريبًا: بانتظار تقييم المدرب الرئيسي.'],
  [8, 'partTime', -1050, 300, 60, 7000, 1750, 500, 'active', null],
  [10, 'fixedTerm', -4400, -1090, 90, 4800, 1200, 400, 'renewed', 'First contract.'],
  [11, 'temporary', -650, 50, 30, 4800, 1200, 400, 'active', 'Seasonal maintenance support.'],
  [12, 'fixedTerm', -3800, 200, 90, 5500, 1375, 400, 'active', null],
  [14, 'training', -630, 100, 0, 6000, 0, 300, 'active', 'برنامج تدريب منتهي بالتوظيف.'],
  [17, 'fixedTerm', -4170, 300, 90, 6000, 1500, 0, 'terminated', 'أُنهي العقد قبل نهايته بقرار إداري (المادة 80).'],
  [19, 'fixedTerm', -150, 580, 180, 28000, 7000, 1500, 'active', 'Foreign head coach, two seasons.'],
  [16, 'fixedTerm', -5800, -4700, 90, 5000, 1250, 0, 'ended', 'Before the unlimited contract.'],
  [16, 'unlimited', -4699, null, 0, 7500, 1875, 0, 'active', 'عقد غير محدد المدة بعد انتهاء العقد الأول.'],
] as const;

export const demo: DemoSeed = function* (ctx) {
  const employees = ctx.ids('employees');
  const contracts = ctx.ids('employeeContracts');
  for (const [employee, contractType, starts, ends, probationDays, basicSalary, housingAllowance, transportAllowance, status, notes] of CONTRACTS) {
    yield {
      employeeId: employees[employee],
      contractType,
      startDate: ctx.dateFromToday(starts),
      endDate: ends === null ? undefined : ctx.dateFromToday(ends),
      probationDays,
      basicSalary,
      housingAllowance,
      transportAllowance,
      status,
      notes: notes ?? undefined,
    };
  }
  // The renewal of the technician's first contract (the seventh above).
  yield { employeeId: employees[10], contractType: 'fixedTerm', startDate: ctx.dateFromToday(-1089), endDate: ctx.dateFromToday(370), probationDays: 0, basicSalary: 5200, housingAllowance: 1300, transportAllowance: 400, renewalOfId: contracts[6], notes: 'تجديد لمدة أربع سنوات.' };
};
