import type { DemoRow, DemoSeed } from './demo-seed';

// [task (index among the demo's tasks), writer and mentioned (index among the demo's users: the
// administrators, who read every task), text]
const COMMENTS: readonly (readonly [number, number, readonly number[], string])[] = [
  [0, 1, [2], 'Fahad, can the stewards briefing move to 15:00?'],
  [0, 2, [], 'تم، أبلغت مشرفي البوابات بالموعد الجديد.'],
  [1, 3, [1], 'The contractor needs the stadium keys on Thursday.'],
  [1, 1, [], 'Keys are with security; I added it to the gate log.'],
  [2, 2, [3], 'محمد، نحتاج موافقتك على عرض السعر قبل الأحد.'],
  [2, 3, [], 'Approved, please send the purchase order.'],
  [3, 12, [2], 'The medical forms for the U-13 squad are still missing two signatures.'],
  [3, 2, [12], 'سأتواصل مع أولياء الأمور اليوم.'],
  [4, 19, [], 'Invoice for the new kits is booked to the academy budget.'],
  [5, 1, [19], 'Yousef, please check the bank charges on this one.'],
  [5, 19, [], 'تمت المراجعة: الرسوم صحيحة حسب العقد.'],
  [6, 3, [], 'Moved to next week, the hall is booked on Sunday.'],
  [7, 2, [1], 'Abdullah, the printer on the 2nd floor needs a new toner order.'],
  [8, 12, [], 'تم رفع جدول المناوبات إلى مكتبة الملفات.'],
];

/** Its rows name tasks by id: seeded after them. */
export const after = ['tasks'];

// A week of the office discussing its tasks: who wrote, whom they asked (each mention one who may read the task).
export const demo: DemoSeed = (ctx) => {
  const tasks = ctx.ids('tasks');
  const users = ctx.ids('users');
  return COMMENTS.map(([task, by, mentioned, body]): DemoRow => ({
    resource: 'tasks',
    recordId: tasks[task % tasks.length],
    body,
    mentionIds: mentioned.map((index) => users[index]!),
    $by: users[by],
  }));
};
