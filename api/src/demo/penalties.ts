import type { DemoSeed } from './demo-seed';

// [employee (index of the demo employees), violation, date (days from today), action, deduction days, details]
const PENALTIES = [
  [11, 'absence', -60, 'writtenWarning', 0, 'Absent two days without notice.'],
  [11, 'absence', -30, 'deduction', 2, 'غياب متكرر دون عذر.'],
  [11, 'absence', -10, 'suspension', 0, 'Third absence in 180 days.'],
  [4, 'lateness', -25, 'verbalWarning', 0, 'تأخر متكرر في الحضور.'],
  [4, 'lateness', -12, 'deduction', 0.5, 'Fourth late arrival this month.'],
  [7, 'uniform', -20, 'verbalWarning', 0, 'Training without the club kit.'],
  [10, 'safety', -18, 'writtenWarning', 0, 'العمل على ارتفاع دون حزام أمان.'],
  [12, 'earlyLeave', -15, 'verbalWarning', 0, 'Left the warehouse early without permission.'],
  [18, 'misconduct', -9, 'writtenWarning', 0, 'خلاف مع أحد أولياء الأمور.'],
  [17, 'absence', -200, 'termination', 0, 'Absent more than fifteen consecutive days (art. 80).'],
  [14, 'lateness', -4, 'verbalWarning', 0, 'تأخر عن المناوبة.'],
  [5, 'other', -2, 'deduction', 1, 'Loss of a club laptop charger through negligence.'],
] as const;

export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  return PENALTIES.map(([employee, violation, day, action, deductionDays, details]) => ({ employeeId: employees[employee], violation, date: ctx.dateFromToday(day), action, deductionDays, details }));
};
