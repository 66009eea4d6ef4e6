import type { DemoRow, DemoSeed } from './demo-seed';
import { homeOf, planOf, STOCK_ITEMS, warehouseOf, type Category } from './parts/stock';

export const after = ['itemsImports'];

/** Where each category's stock is sent: the branches and the sites that use it. */
const BRANCHES: Partial<Record<Category, readonly string[]>> = {
  sportswear: ['WH-JED-KIT', 'WH-DMM-ACD', 'WH-RYD-ACD'],
  sportsEquipment: ['WH-DMM-EQP', 'WH-RYD-ACD', 'WH-JED-ACD'],
  food: ['WH-RYD-HSG', 'WH-AHB-CMP', 'WH-RYD-CMP'],
  cleaning: ['WH-RYD-STD', 'WH-RYD-HSG', 'WH-RYD-POL'],
  other: ['WH-AHB-CMP', 'WH-RYD-STD', 'WH-RYD-EVT'],
};

const REASONS = ['تزويد الفروع استعدادًا للموسم الجديد', 'تجهيز المعسكر الصيفي', 'مخزون أيام المباريات', 'نقل إلى سكن اللاعبين'];

// Stock sent from the category's store to branches and sites: three transfers per item, one still
// a draft and one reversed (sent to the wrong branch).
export const demo: DemoSeed = (ctx) => {
  const items = ctx.ids('warehouseItems');
  if (!items.length) return [];
  const storekeeper = ctx.ids('users')[6] ?? ctx.ids('users')[0]!;
  const rows: DemoRow[] = [];
  STOCK_ITEMS.forEach((item, index) => {
    const branches = BRANCHES[item[2]];
    if (planOf(index) !== 'transfer' || !branches) return;
    branches.forEach((branch) => {
      const n = rows.length;
      rows.push({
        fromWarehouseId: warehouseOf(ctx, homeOf(index)),
        toWarehouseId: warehouseOf(ctx, branch),
        transferredOn: ctx.dateFromToday(-25 + n * 2),
        reason: REASONS[n % REASONS.length],
        status: n === 3 ? 'draft' : 'posted',
        items: [{ itemId: items[index], quantity: Math.max(1, Math.round(item[5] * 0.1)) }],
        $by: storekeeper,
        ...(n === 8 ? { $actions: [{ name: 'reverse', by: storekeeper, comment: 'أُرسلت إلى فرع غير المقصود، وأُعيدت إلى المستودع الرئيسي.' }] } : {}),
      });
    });
  });
  return rows;
};
