import { defineResource, f } from '../index';

export const warehouseItems = defineResource({
  name: 'warehouseItems',
  route: '/Warehouses/WarehouseManagements/WarehouseManagements',
  menu: { group: 'warehouse', icon: 'Inventory' },
  recordRepresentation: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 160, search: true }),
    code: f.text({ required: true, unique: true, maxLength: 40, search: true }),
    warehouseId: f.reference('warehouses', { required: true }),
    category: f.enum(['sportswear', 'sportsEquipment', 'medical', 'food', 'cleaning', 'office', 'other'], { required: true }),
    unit: f.enum(['piece', 'box', 'kg', 'liter', 'pair', 'set'], { required: true, default: 'piece' }),
    quantity: f.integer({ required: true, min: 0, max: 10_000_000 }),
    reorderLevel: f.integer({ min: 0, max: 10_000_000 }),
    unitCost: f.money({ min: 0, max: 10_000_000 }),
    location: f.text({ maxLength: 80 }),
    status: f.enum(['inStock', 'lowStock', 'outOfStock', 'discontinued'], { required: true, default: 'inStock' }),
    receivedDate: f.date(),
  },
  list: { columns: ['name', 'code', 'warehouseId', 'category', 'quantity', 'status', 'receivedDate'], sort: ['name', 'ASC'] },
  filters: { warehouseId: { alwaysOn: true }, status: { alwaysOn: true }, category: {}, quantity: { ops: ['gte', 'lte'] } },
});
