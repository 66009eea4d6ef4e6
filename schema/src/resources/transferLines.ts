import { defineResource, f, stockQuantity } from '../index';

// A line of a transfer (an item of the source warehouse): written only with its transfer.
export const transferLines = defineResource({
  name: 'transferLines',
  route: '/Warehouses/WarehouseTransfers/lines',
  menu: { group: 'warehouse', icon: 'SwapHoriz', order: 15, sidebar: false },
  recordRepresentation: 'position',
  readOnly: true,
  fields: {
    transferId: f.reference('warehouseTransfers', { required: true }),
    position: f.integer({ readOnly: true, min: 0 }),
    itemId: f.reference('warehouseItems', { required: true }),
    quantity: stockQuantity(),
  },
  list: { columns: ['transferId', 'position', 'itemId', 'quantity'], sort: ['createdAt', 'DESC'] },
  filters: { transferId: { alwaysOn: true }, itemId: {} },
});
