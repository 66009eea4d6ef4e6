import type { DemoSeed } from './demo-seed';

// [letter (index of the demo letters), action, due (days from today), status, notes]
const FOLLOW_UPS = [
  [0, 'استلام مستندات الترخيص من الأكاديمية', -36, 'done', 'أُرسلت مرفقة بالخطاب الصادر.'],
  [1, 'تعميم مواعيد التسجيل على مدربي الفئات السنية', -30, 'done', null],
  [2, 'إعداد مذكرة الاعتراض على المخالفة', 5, 'open', 'بالتنسيق مع المستشار القانوني.'],
  [3, 'إصلاح إنارة الطوارئ التي أشار إليها المفتش', 3, 'open', 'فُتح أمر صيانة بذلك.'],
  [3, 'حجز موعد إعادة الكشف مع الدفاع المدني', 12, 'open', null],
  [4, 'دراسة عرض التجديد مع الإدارة المالية', -20, 'done', null],
  [5, 'الرد على دعوة المباراة الودية', -8, 'cancelled', 'اعتذر المدرب لارتباط الفريق بمباراة في الدوري في اليوم نفسه.'],
  [6, 'مراجعة مسارات الحافلات مع وحدة النقل', 2, 'open', null],
  [7, 'مراجعة جدول حجوزات الصالة المغلقة وتقديم عرض سعر', 4, 'open', null],
  [10, 'متابعة رد نادي الاتحاد', 1, 'open', null],
  [12, 'إرفاق شهادة السلامة المحدثة', -1, 'open', 'متأخرة: بانتظار الدفاع المدني.'],
  [13, 'إطلاع المنظمين على خطة الإخلاء', -3, 'done', null],
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
