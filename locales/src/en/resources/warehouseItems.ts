import type { warehouseItems } from '@club/schema/resources/warehouseItems';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof warehouseItems>({
  name: 'Warehouse item |||| Warehouse items',
  fields: {
    name: 'Name',
    code: 'Code',
    warehouseId: 'Warehouse',
    category: 'Category',
    unit: 'Unit',
    quantity: 'Quantity',
    reorderLevel: 'Reorder level',
    unitCost: 'Unit cost',
    stockValue: 'Stock value',
    location: 'Location',
    status: 'Stock status',
    isActive: 'Stocked',
    receivedDate: 'Last received',
  },
  enums: {
    category: {
      sportswear: 'Sportswear',
      sportsEquipment: 'Sports equipment',
      medical: 'Medical supplies',
      food: 'Food',
      cleaning: 'Cleaning supplies',
      office: 'Office supplies',
      other: 'Other',
    },
    unit: { piece: 'Piece', box: 'Box', kg: 'kg', liter: 'Liter', pair: 'Pair', set: 'Set' },
    status: { inStock: 'In stock', lowStock: 'Low stock: reorder', outOfStock: 'Out of stock' },
  },
  rules: {
    movedByTransfer: 'Stock on hand moves to another warehouse by a transfer',
  },
});
