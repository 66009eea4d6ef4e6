import type { transferLines } from '@club/schema/resources/transferLines';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof transferLines>({
  name: 'Transfer line |||| Transfer lines',
  fields: {
    transferId: 'Transfer',
    position: 'Line',
    itemId: 'Item',
    quantity: 'Quantity',
  },
});
