import { defineResource, f, STOCK_UNITS } from '../index';

// An item held in one warehouse (SPEC §2 /Warehouses/WarehouseManagements/WarehouseManagements).
// The quantity on hand is never typed: it is the sum of the item's movements in the ledger
// (/WarehouseFeed), kept by the server as receipts, issues, transfers and meals post, and never
// below zero. The same code in another warehouse is another row (a transfer moves stock between them).
export const warehouseItems = defineResource({
  name: 'warehouseItems',
  route: '/Warehouses/WarehouseManagements/WarehouseManagements',
  menu: { group: 'warehouse', icon: 'Inventory' },
  recordRepresentation: ['name', 'code'],
  fields: {
    name: f.text({ required: true, maxLength: 160, search: true }),
    code: f.text({ required: true, maxLength: 40, pattern: '^[A-Z0-9-]+$', search: true }),
    warehouseId: f.reference('warehouses', { required: true }),
    category: f.enum(['sportswear', 'sportsEquipment', 'medical', 'food', 'cleaning', 'office', 'other'], { required: true }),
    unit: f.enum(STOCK_UNITS, { required: true, default: 'piece' }),
    quantity: f.decimal({ readOnly: true, min: 0 }),
    reorderLevel: f.decimal({ min: 0, max: 10_000_000 }),
    unitCost: f.money({ min: 0, max: 10_000_000 }),
    // Derived: the quantity on hand at the unit cost.
    stockValue: f.money({ readOnly: true }),
    location: f.text({ maxLength: 80 }),
    // Derived from the quantity: low at or under the reorder level, out at zero.
    status: f.enum(['inStock', 'lowStock', 'outOfStock'], { readOnly: true }),
    isActive: f.boolean({ default: true }),
    receivedDate: f.date({ readOnly: true }),
  },
  uniqueTogether: [['warehouseId', 'code']],
  list: { columns: ['name', 'code', 'warehouseId', 'category', 'quantity', 'unit', 'reorderLevel', 'status'], sort: ['name', 'ASC'] },
  filters: { warehouseId: { alwaysOn: true }, status: { alwaysOn: true }, category: {}, isActive: {}, quantity: { ops: ['gte', 'lte'] } },
  checks: {
    movedByTransfer: { kind: 'override', field: 'warehouseId' },
  },
});
