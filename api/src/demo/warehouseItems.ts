import type { DemoRow, DemoSeed } from './demo-seed';
import { homeOf, reorderLevelOf, STOCK_ITEMS, warehouseOf } from './parts/stock';

const SHELVES = ['A', 'B', 'C', 'D', 'E'];

// The items, nothing on hand: their quantities come from the goods received (itemsImports).
export const demo: DemoSeed = (ctx) => {
  if (ctx.ids('warehouses').length === 0) return [];
  return STOCK_ITEMS.map(([name, code, category, unit, unitCost, typical], index): DemoRow => ({
    name,
    code,
    warehouseId: warehouseOf(ctx, homeOf(index)),
    category,
    unit,
    reorderLevel: reorderLevelOf(typical),
    unitCost,
    location: `${ctx.oneOf(SHELVES)}-${String(1 + (index % 12)).padStart(2, '0')}-${1 + Math.floor(ctx.random() * 5)}`,
    isActive: !code.includes('OLDLOGO'),
  }));
};
