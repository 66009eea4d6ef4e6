import type { DemoSeed } from './demo-seed';

// [letter (index of the demo letters), action, due (days from today), status, notes]
const FOLLOW_UPS = [
  [0, 'Collect the licensing documents from the academy', -36, 'done', 'Sent with OUT letter.'],
  [1, 'تعميم مواعيد التسجيل على مدربي الفئات السنية', -30, 'done', null],
  [2, 'إعداد مذكرة الاعتراض على المخالفة', 5, 'open', 'بالتنسيق مع المستشار القانوني.'],
  [3, 'Fix the emergency lighting noted by the inspector', 3, 'open', 'Maintenance order opened.'],
  [3, 'Book the re-inspection with Civil Defense', 12, 'open', null],
  [4, 'دراسة عرض التجديد مع الإدارة المالية', -20, 'done', null],
  [5, 'Reply to the friendly match invitation', -8, 'cancelled', 'The coach declined: league fixture on the same day.'],
  [6, 'مراجعة مسارات الحافلات مع وحدة النقل', 2, 'open', null],
  [7, 'Check the indoor hall calendar and quote a price', 4, 'open', null],
  [10, 'Follow up the reply of Al-Ittihad Club', 1, 'open', null],
  [12, 'إرفاق شهادة السلامة المحدثة', -1, 'open', 'متأخرة: بانتظار الدفاع المدني.'],
  [13, 'Brief the stewards on the evacuation plan', -3, 'done', null],
  [15, 'رفع تقرير شهري بحالة التراخيص', 20, 'open', null],
] as const;

export const demo: DemoSeed = (ctx) => {
  const letters = ctx.ids('correspondence');
  const users = ctx.ids('users');
  return FOLLOW_UPS.map(([letter, action, due, status, notes], index) => ({
    correspondenceId: letters[letter],
    action,
    assignedToId: users[(index * 3) % users.length],
    dueDate: ctx.dateFromToday(due),
    status,
    notes: notes ?? undefined,
  }));
};
