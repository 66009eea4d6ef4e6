import type { DemoRow, DemoSeed } from './demo-seed';
import { DRAFT_RECEIPT_CATEGORY, homeOf, planOf, reorderLevelOf, STOCK_ITEMS, warehouseOf } from './parts/stock';

export const after = ['itemsImports'];

const PURPOSES = [
  'أسبوع تدريبات الفريق الأول',
  'تجهيز مباراة الدوري على الملعب الرئيسي',
  'أدوات حصص أكاديمية تحت 14 سنة',
  'العيادة: مستلزمات الأسبوع',
  'المخزون الأسبوعي لمطبخ سكن اللاعبين',
  'تنظيف الصالة المغلقة',
  'لوازم مكتبية للإدارة',
  'تجهيز المعسكر الشتوي',
];

// Goods issued from what was received: some items down to under their reorder level, others a
// little; to departments and to people; one still a draft and one reversed (issued in error).
export const demo: DemoSeed = (ctx) => {
  const items = ctx.ids('warehouseItems');
  const departments = ctx.ids('departments');
  const employees = ctx.ids('employees');
  if (!items.length || !departments.length) return [];
  const storekeeper = ctx.ids('users')[6] ?? ctx.ids('users')[0]!;
  const stocked = STOCK_ITEMS.map((item, index) => ({ item, index })).filter(({ item }) => !item[1].includes('OLDLOGO') && item[2] !== DRAFT_RECEIPT_CATEGORY);
  const byWarehouse = new Map<string, { item: (typeof STOCK_ITEMS)[number]; index: number }[]>();
  for (const entry of stocked.filter(({ index }) => planOf(index) === 'drain' || planOf(index) === 'issue')) {
    const code = homeOf(entry.index);
    byWarehouse.set(code, [...(byWarehouse.get(code) ?? []), entry]);
  }
  const rows: DemoRow[] = [];
  let n = 0;
  for (const [code, entries] of byWarehouse) {
    // Two issues per warehouse, each taking half of its items.
    for (const part of [entries.filter((_, i) => i % 2 === 0), entries.filter((_, i) => i % 2 === 1)]) {
      if (!part.length) continue;
      const toPerson = n % 3 === 2 && employees.length > 0;
      rows.push({
        warehouseId: warehouseOf(ctx, code),
        issuedTo: toPerson ? 'person' : 'department',
        departmentId: toPerson ? undefined : departments[n % departments.length],
        recipientId: toPerson ? employees[n % employees.length] : undefined,
        purpose: PURPOSES[n % PURPOSES.length],
        issuedOn: ctx.dateFromToday(-30 + n * 2),
        status: n === 4 ? 'draft' : 'posted',
        items: part.map(({ item, index }) => ({
          itemId: items[index],
          quantity: planOf(index) === 'drain' ? item[5] - Math.max(1, Math.floor(reorderLevelOf(item[5]) / 2)) : Math.max(1, Math.round(item[5] * 0.1)),
        })),
        $by: storekeeper,
        ...(n === 6 ? { $actions: [{ name: 'reverse', by: storekeeper, comment: 'صُرفت بالخطأ وأعيدت إلى المستودع في اليوم نفسه.' }] } : {}),
      });
      n += 1;
    }
  }
  return rows;
};
