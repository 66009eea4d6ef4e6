import type { DemoSeed } from './demo-seed';

// [employee (index of the demo employees), their user (index of the demo users), day (from today), from, to, reason, details, what happened]
const PERMISSIONS: readonly (readonly [number, number, number, string, string, string, string, readonly (readonly [string, number, string?])[]])[] = [
  [3, 19, -6, '10:00', '12:00', 'medical', 'موعد أسنان في مستشفى د. سليمان الحبيب.', [['approve', 5]]],
  [5, 1, -5, '13:00', '15:30', 'official', 'مراجعة الجوازات لتجديد الإقامة لأحد أفراد الأسرة.', [['approve', 5]]],
  [15, 28, -4, '08:00', '09:30', 'family', 'اجتماع في مدرسة ابني.', [['approve', 5]]],
  [8, 30, -3, '11:00', '13:00', 'medical', 'موعد متابعة في المستشفى.', [['reject', 5, 'اليوم مخصص للتحضير للمباراة، يرجى تغيير الموعد.']]],
  [13, 15, -2, '14:00', '16:00', 'personal', 'تجديد استمارة السيارة.', []],
  [9, 5, -1, '09:00', '10:00', 'official', 'مراجعة البلدية لرخصة المحل.', [['approve', 4]]],
  [6, 4, 0, '12:00', '14:00', 'family', 'استقبال أفراد من العائلة في المطار.', []],
  [16, 37, 1, '07:00', '08:30', 'medical', 'فحص طبي دوري لرخصة القيادة.', []],
  [3, 19, 2, '15:00', '16:00', 'personal', 'موعد في البنك.', [['cancel', 19, 'لم تعد هناك حاجة.']]],
  [1, 11, 3, '10:00', '11:30', 'official', 'مراجعة مكتب العمل.', [['approve', 5]]],
  [15, 28, 5, '13:30', '15:30', 'other', 'استخراج الاعتماد الإعلامي من الاتحاد.', []],
  [5, 1, 7, '08:00', '10:00', 'medical', 'تحاليل طبية.', []],
];

export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  const users = ctx.ids('users');
  return PERMISSIONS.map(([employee, user, day, fromTime, toTime, reason, details, decisions]) => ({
    employeeId: employees[employee],
    date: ctx.dateFromToday(day),
    fromTime,
    toTime,
    reason,
    details,
    $by: users[user],
    $actions: decisions.map(([name, by, comment]) => ({ name, by: users[by], comment })),
  }));
};
