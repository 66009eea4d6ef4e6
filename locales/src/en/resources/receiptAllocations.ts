import type { receiptAllocations } from '@club/schema/resources/receiptAllocations';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof receiptAllocations>({
  name: 'Receipt allocation |||| Receipt allocations',
  fields: {
    receiptVoucherId: 'Receipt',
    position: 'Line',
    invoiceId: 'Invoice',
    amount: 'Amount paid',
  },
});
