import { defineResource, f, stockQuantity } from '../index';

// A line of goods issued: written only with its issue (its `items`).
export const exportLines = defineResource({
  name: 'exportLines',
  route: '/Warehouses/ItemsExports/lines',
  menu: { group: 'warehouse', icon: 'Outbox', order: 13, sidebar: false },
  recordRepresentation: 'position',
  readOnly: true,
  fields: {
    exportId: f.reference('itemsExports', { required: true }),
    position: f.integer({ readOnly: true, min: 0 }),
    itemId: f.reference('warehouseItems', { required: true }),
    quantity: stockQuantity(),
  },
  list: { columns: ['exportId', 'position', 'itemId', 'quantity'], sort: ['createdAt', 'DESC'] },
  filters: { exportId: { alwaysOn: true }, itemId: {} },
});
