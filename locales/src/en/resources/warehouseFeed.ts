import type { warehouseFeed } from '@club/schema/resources/warehouseFeed';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof warehouseFeed>({
  name: 'Stock movement |||| Stock ledger',
  fields: {
    postedAt: 'Posted at',
    itemId: 'Item',
    warehouseId: 'Warehouse',
    movement: 'Movement',
    quantityIn: 'In',
    quantityOut: 'Out',
    balanceAfter: 'Balance',
    unitCost: 'Unit cost',
    documentNumber: 'Document',
    postedById: 'Posted by',
  },
  enums: {
    movement: {
      opening: 'Opening balance',
      receipt: 'Goods received',
      issue: 'Goods issued',
      transferOut: 'Transfer out',
      transferIn: 'Transfer in',
      mealUse: 'Used in a meal',
      reversal: 'Reversal',
    },
  },
});
