import type { DemoRow, DemoSeed } from './demo-seed';
import { homeOf, planOf, STOCK_ITEMS, warehouseOf } from './parts/stock';

export const after = ['itemsImports'];

// [department (place in the demo departments), requester (place in the demo users), purpose]
const ASKERS = [
  [4, 4, 'تدريبات أكاديمية تحت 12 سنة خلال الأسبوعين القادمين'],
  [9, 15, 'مستلزمات العيادة لمباراة الجولة القادمة'],
  [6, 5, 'تجهيز الملعب ليوم المباراة'],
  [5, 30, 'تدريبات فرق البنات الأسبوعية'],
  [7, 7, 'تنظيف الورشة بعد العمرة الشاملة لأجهزة التكييف'],
  [10, 28, 'زيارة وفد الاتحاد الآسيوي'],
] as const;

/** What becomes of each request, in order: approved (issued), rejected, cancelled by its requester, or still waiting. */
const OUTCOMES = ['approve', 'approve', 'reject', 'approve', null, 'cancel', 'approve', null, 'approve', 'reject', null, null] as const;

// Departments ask for the items planned for requests (two requests per item, a tenth each): most
// approved by the storekeeper (the goods issued), two rejected, one cancelled, some still waiting.
export const demo: DemoSeed = (ctx) => {
  const items = ctx.ids('warehouseItems');
  const departments = ctx.ids('departments');
  const users = ctx.ids('users');
  if (!items.length || !departments.length) return [];
  const storekeeper = users[6] ?? users[0]!;
  const asked = STOCK_ITEMS.map((item, index) => ({ item, index })).filter(({ item, index }) => planOf(index) === 'request' && item[2] !== 'office');
  const rows: DemoRow[] = [];
  for (const round of [0, 1]) {
    asked.forEach(({ item, index }, a) => {
      const n = rows.length;
      const [department, requester, purpose] = ASKERS[(a + round) % ASKERS.length]!;
      const by = users[requester] ?? users[0]!;
      const outcome = OUTCOMES[n % OUTCOMES.length];
      rows.push({
        departmentId: departments[department],
        warehouseId: warehouseOf(ctx, homeOf(index)),
        purpose,
        neededBy: ctx.dateFromToday(3 + n),
        priority: n % 5 === 0 ? 'urgent' : n % 3 === 0 ? 'low' : 'normal',
        items: [{ itemId: items[index], quantity: Math.max(1, Math.round(item[5] * 0.1)) }],
        $by: by,
        $actions:
          outcome === 'approve' ? [{ name: 'approve', by: storekeeper }]
          : outcome === 'reject' ? [{ name: 'reject', by: storekeeper, comment: n % 2 ? 'الكمية المتوفرة مخصصة للفريق الأول هذا الأسبوع.' : 'يُعاد تقديم الطلب مرفقًا به البرنامج التدريبي.' }]
          : outcome === 'cancel' ? [{ name: 'cancel', by }]
          : [],
      });
    });
  }
  return rows;
};
