import { defineResource, f, stockQuantity } from '../index';

// A line of goods received: written only with its receipt (its `items`).
export const importLines = defineResource({
  name: 'importLines',
  route: '/Warehouses/ItemsImports/lines',
  menu: { group: 'warehouse', icon: 'MoveToInbox', order: 11, sidebar: false },
  recordRepresentation: 'position',
  readOnly: true,
  fields: {
    importId: f.reference('itemsImports', { required: true }),
    position: f.integer({ readOnly: true, min: 0 }),
    itemId: f.reference('warehouseItems', { required: true }),
    quantity: stockQuantity(),
    unitCost: f.money({ required: true, min: 0, max: 10_000_000 }),
    // Derived: quantity × unit cost.
    amount: f.money({ readOnly: true }),
  },
  list: { columns: ['importId', 'position', 'itemId', 'quantity', 'unitCost', 'amount'], sort: ['createdAt', 'DESC'] },
  filters: { importId: { alwaysOn: true }, itemId: {} },
});
