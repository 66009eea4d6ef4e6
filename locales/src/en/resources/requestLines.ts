import type { requestLines } from '@club/schema/resources/requestLines';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof requestLines>({
  name: 'Requested item |||| Requested items',
  fields: {
    requestId: 'Items request',
    position: 'Line',
    itemId: 'Item',
    quantity: 'Quantity',
  },
});
