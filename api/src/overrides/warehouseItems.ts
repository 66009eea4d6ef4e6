import { defineOverride } from '../server-overrides/define';
import { stockStatusOf } from './parts/stock';

// An item's quantity changes only by postings (parts/stock.ts: an effect of the stock document
// posted, the one write that gives a quantity); a new quantity, reorder level or cost re-derives its
// status and stock value, and an item holding stock stays in its warehouse.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: (write) => {
    const { action, before, values, cause } = write;
    if (action === 'delete') return;
    const posted = cause !== undefined && values.quantity !== undefined && values.quantity !== null;
    const quantity = Number(posted ? values.quantity : (before?.quantity ?? 0));
    if (action === 'update' && quantity > 0 && values.warehouseId !== undefined && values.warehouseId !== before?.warehouseId) throw rules.refuse(write, 'movedByTransfer', {}, 409);
    const item = { ...before, ...values };
    Object.assign(values, {
      quantity,
      status: stockStatusOf(quantity, item.reorderLevel),
      stockValue: Math.round(quantity * Number(item.unitCost ?? 0) * 100) / 100,
    });
  },
}));
