import type { exportLines } from '@club/schema/resources/exportLines';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof exportLines>({
  name: 'Issue line |||| Issue lines',
  fields: {
    exportId: 'Goods issue',
    position: 'Line',
    itemId: 'Item',
    quantity: 'Quantity',
  },
});
