import type { DemoSeed } from './demo-seed';

// An award is on the wage the last locked payroll paid.
export const after = ['payrollRuns'];

// [employee (index of the demo employees), reason, last working day (days from today), notes, what happened]
const ENDS: readonly (readonly [number, string, number, string, readonly (readonly [string, number, string?])[]])[] = [
  [17, 'contractExpiry', -40, 'Contract not renewed at the end of its term.', [['approve', 11], ['approve', 19], ['approve', 3]]],
  [11, 'article80Dismissal', 5, 'غياب متصل أكثر من خمسة عشر يومًا دون عذر مشروع.', [['approve', 11]]],
  [14, 'resignation', 45, 'Moving back to Khartoum; resignation letter received.', []],
  [18, 'employerTermination', 60, 'إعادة هيكلة الجهاز الفني.', [['reject', 11, 'Reassigned to the U-15 team instead.']]],
  [4, 'resignation', 90, 'Accepted an offer elsewhere.', [['cancel', 12, 'The employee withdrew the resignation.']]],
  [10, 'retirement', 180, 'بلوغ سن التقاعد النظامي.', []],
  [12, 'article81Resignation', 30, 'Salary paid late for three months (article 81).', []],
  [7, 'forceMajeure', 120, 'Academy branch in Tabuk closes.', []],
  [19, 'employerTermination', 75, 'End of the technical programme.', []],
  [0, 'retirement', 365, 'التقاعد بعد خدمة طويلة.', []],
  [2, 'resignation', 20, 'Resignation during leave.', []],
  [16, 'death', -5, 'رحمه الله: تصرف المستحقات للورثة.', []],
];

export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  const users = ctx.ids('users');
  return ENDS.map(([employee, reason, lastDay, notes, decisions]) => ({
    employeeId: employees[employee],
    reason,
    lastWorkingDay: ctx.dateFromToday(lastDay),
    notes,
    $by: users[12],
    $actions: decisions.map(([name, by, comment]) => ({ name, by: users[by], comment })),
  }));
};
