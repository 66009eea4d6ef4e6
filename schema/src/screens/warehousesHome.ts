import { defineDashboard } from '../dashboard';

// Warehouses (SPEC §2 /Warehouses): Stock on hand, what runs low and the requests waiting.
export const warehousesHome = defineDashboard({
  name: 'warehousesHome',
  route: '/Warehouses',
  menu: { group: 'warehouse', icon: 'Warehouse', order: 0 },
  widgets: [
    { kind: 'card', key: 'stockValue', resource: 'warehouseItems', filter: { isActive: true }, measure: { sum: 'stockValue' } },
    { kind: 'card', key: 'lowStock', resource: 'warehouseItems', filter: { status: ['lowStock', 'outOfStock'] } },
    { kind: 'card', key: 'pendingRequests', resource: 'itemsRequests', filter: { status: 'requested' } },
    { kind: 'list', key: 'reorder', resource: 'warehouseItems', filter: { status: ['lowStock', 'outOfStock'] }, sort: ['quantity', 'ASC'], limit: 5, fields: ['quantity', 'reorderLevel'] },
    { kind: 'chart', key: 'itemsByCategory', resource: 'warehouseItems', by: { field: 'category' } },
  ],
});
