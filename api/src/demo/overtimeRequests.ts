import type { DemoSeed } from './demo-seed';

// [employee (index of the demo employees), their user, day (from today), hours, reason, what happened]
const OVERTIME: readonly (readonly [number, number | null, number, number, string, readonly (readonly [string, number, string?])[]])[] = [
  [9, 5, -12, 4, 'تجهيز الملعب لمباراة الدوري.', [['approve', 4], ['approve', 11]]],
  [6, 4, -10, 3, 'تدريب إضافي قبل نهائي كأس الفئات السنية.', [['approve', 5], ['approve', 11]]],
  [16, 37, -9, 5, 'نقل الفريق لمباراة خارج الأرض في جدة.', [['approve', 5]]],
  [13, 15, -8, 2, 'تغطية العيادة أثناء المباراة.', [['approve', 5], ['reject', 11, 'مغطاة ضمن جدول المناوبة الطبية ليوم المباراة.']]],
  [3, 19, -7, 3, 'إقفال حسابات نهاية الشهر.', [['approve', 5], ['approve', 11]]],
  [15, 28, -6, 2.5, 'تغطية إعلامية لحفل التكريم.', []],
  [5, 1, -5, 6, 'نقل الخوادم خلال عطلة نهاية الأسبوع.', [['approve', 5]]],
  [10, null, -4, 4, 'إصلاح طارئ لمضخة الري.', []],
  [12, null, -3, 2, 'جرد مستودع الأطقم.', [['approve', 5], ['approve', 11]]],
  [9, 5, -2, 1.5, 'استلام شحنة مقاعد متأخرة.', [['cancel', 5]]],
  [6, 4, -1, 2, 'اجتماع أولياء الأمور.', []],
  [8, 30, 0, 3, 'بطولة البنات في عطلة نهاية الأسبوع.', []],
];

export const demo: DemoSeed = (ctx) => {
  const employees = ctx.ids('employees');
  const users = ctx.ids('users');
  return OVERTIME.map(([employee, user, day, hours, reason, decisions]) => ({
    employeeId: employees[employee],
    date: ctx.dateFromToday(day),
    hours,
    reason,
    $by: users[user ?? 12],
    $actions: decisions.map(([name, by, comment]) => ({ name, by: users[by], comment })),
  }));
};
