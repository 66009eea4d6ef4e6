import type { importLines } from '@club/schema/resources/importLines';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof importLines>({
  name: 'Receipt line |||| Receipt lines',
  fields: {
    importId: 'Goods receipt',
    position: 'Line',
    itemId: 'Item',
    quantity: 'Quantity',
    unitCost: 'Unit cost',
    amount: 'Amount',
  },
});
