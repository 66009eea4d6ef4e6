import { defineResource, f } from '../index';

/** What moved an item's stock: a receipt, an issue, a transfer (out of one warehouse, into another), a meal's ingredients, or the reversal of one. */
export const STOCK_MOVEMENTS = ['opening', 'receipt', 'issue', 'transferOut', 'transferIn', 'mealUse', 'reversal'] as const;

// The stock ledger (SPEC §2 /WarehouseFeed): one row per item per posted movement, written only by
// the server as documents post, never changed. Each row says what came in or went out and what was
// left on hand after it, so an item's quantity is the story of its rows.
export const warehouseFeed = defineResource({
  name: 'warehouseFeed',
  route: '/WarehouseFeed',
  menu: { group: 'warehouse', icon: 'ReceiptLong', order: 20 },
  recordRepresentation: 'documentNumber',
  readOnly: true,
  fields: {
    postedAt: f.datetime({ required: true }),
    itemId: f.reference('warehouseItems', { required: true }),
    warehouseId: f.reference('warehouses', { required: true }),
    movement: f.enum(STOCK_MOVEMENTS, { required: true }),
    quantityIn: f.decimal({ min: 0 }),
    quantityOut: f.decimal({ min: 0 }),
    balanceAfter: f.decimal({ required: true, min: 0 }),
    unitCost: f.money({ min: 0 }),
    documentNumber: f.text({ maxLength: 40, search: true }),
    postedById: f.reference('users', { onDelete: 'keep' }),
  },
  list: { columns: ['postedAt', 'itemId', 'warehouseId', 'movement', 'quantityIn', 'quantityOut', 'balanceAfter', 'documentNumber', 'postedById'], sort: ['postedAt', 'DESC'] },
  filters: { warehouseId: { alwaysOn: true }, movement: { alwaysOn: true }, itemId: {}, postedAt: { ops: ['gte', 'lte'] } },
  indexes: [['itemId', 'postedAt']],
});
