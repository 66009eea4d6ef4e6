import type { receiptAllocations } from '@club/schema/resources/receiptAllocations';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof receiptAllocations>({
  name: 'توزيعات السندات |||| توزيع سند |||| توزيعا سند |||| توزيعات سندات |||| توزيعًا |||| توزيع',
  fields: {
    receiptVoucherId: 'سند القبض',
    position: 'السطر',
    invoiceId: 'الفاتورة',
    amount: 'المبلغ المسدد',
  },
});
