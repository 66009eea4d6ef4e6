import type { DemoRow, DemoSeed } from './demo-seed';
import { DRAFT_RECEIPT_CATEGORY, homeOf, STOCK_ITEMS, warehouseOf, type Category } from './parts/stock';

export const after = ['warehouseItems'];

const SUPPLIERS: Record<Category, string> = {
  sportswear: 'شركة الملابس الرياضية السعودية',
  sportsEquipment: 'مؤسسة الجزيرة للأدوات الرياضية',
  medical: 'شركة النهدي للمستلزمات الطبية',
  food: 'شركة تموينات الخليج',
  cleaning: 'مؤسسة النظافة الحديثة',
  office: 'مكتبة جرير - قطاع الشركات',
  other: 'مؤسسة الرياض للعشب والملاعب',
};

// Goods received: each category's items in two deliveries (the office supplies' first one still a
// draft, so those items are out of stock), and a delivery entered twice by mistake, reversed.
export const demo: DemoSeed = (ctx) => {
  const items = ctx.ids('warehouseItems');
  if (!items.length) return [];
  const storekeeper = ctx.ids('users')[6] ?? ctx.ids('users')[0]!;
  const rows: DemoRow[] = [];
  const categories = [...new Set(STOCK_ITEMS.map(([, , category]) => category))];
  categories.forEach((category, c) => {
    const mine = STOCK_ITEMS.map((item, index) => ({ item, index })).filter(({ item }) => item[2] === category && !item[1].includes('OLDLOGO'));
    const halves = [mine.slice(0, Math.ceil(mine.length / 2)), mine.slice(Math.ceil(mine.length / 2))];
    halves.forEach((half, h) => {
      rows.push({
        warehouseId: warehouseOf(ctx, homeOf(half[0]!.index)),
        supplierName: SUPPLIERS[category],
        supplierInvoiceNumber: `INV-${24000 + c * 37 + h * 11}`,
        receivedOn: ctx.dateFromToday(-60 + c * 4 + h * 15),
        status: category === DRAFT_RECEIPT_CATEGORY && h === 0 ? 'draft' : 'posted',
        notes: h === 1 && c % 2 === 0 ? 'تم الفحص والمطابقة مع أمر الشراء.' : undefined,
        items: half.map(({ item, index }) => ({ itemId: items[index], quantity: item[5], unitCost: item[4] })),
        $by: storekeeper,
      });
    });
  });
  // The same invoice entered twice: the second is reversed.
  const food = STOCK_ITEMS.map((item, index) => ({ item, index })).filter(({ item }) => item[2] === 'food').slice(0, 2);
  rows.push({
    warehouseId: warehouseOf(ctx, homeOf(food[0]!.index)),
    supplierName: SUPPLIERS.food,
    supplierInvoiceNumber: 'INV-24111',
    receivedOn: ctx.dateFromToday(-20),
    status: 'posted',
    items: food.map(({ item, index }) => ({ itemId: items[index], quantity: 10, unitCost: item[4] })),
    $by: storekeeper,
    $actions: [{ name: 'reverse', by: storekeeper, comment: 'مكررة: الفاتورة INV-24111 استُلمت من قبل وأُدخلت مرتين.' }],
  });
  return rows;
};
