import { defineResource, f, stockQuantity } from '../index';

// A line of an items request: written only with its request.
export const requestLines = defineResource({
  name: 'requestLines',
  route: '/Warehouses/ItemsRequests/lines',
  menu: { group: 'warehouse', icon: 'PostAdd', order: 17, sidebar: false },
  recordRepresentation: 'position',
  readOnly: true,
  fields: {
    requestId: f.reference('itemsRequests', { required: true }),
    position: f.integer({ readOnly: true, min: 0 }),
    itemId: f.reference('warehouseItems', { required: true }),
    quantity: stockQuantity(),
  },
  list: { columns: ['requestId', 'position', 'itemId', 'quantity'], sort: ['createdAt', 'DESC'] },
  filters: { requestId: { alwaysOn: true }, itemId: {} },
});
