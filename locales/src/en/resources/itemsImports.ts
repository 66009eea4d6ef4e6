import type { itemsImports } from '@club/schema/resources/itemsImports';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof itemsImports>({
  name: 'Goods receipt |||| Goods received',
  fields: {
    number: 'Receipt number',
    warehouseId: 'Warehouse',
    supplierName: 'Supplier',
    supplierInvoiceNumber: 'Supplier\'s invoice number',
    receivedOn: 'Received on',
    status: 'Status',
    postedById: 'Posted by',
    postedAt: 'Posted at',
    reversedById: 'Reversed by',
    reversedAt: 'Reversed at',
    reversalReason: 'Reason for reversal',
    totalCost: 'Total cost',
    notes: 'Notes',
  },
  enums: {
    status: { draft: 'Draft', posted: 'Posted', reversed: 'Reversed' },
  },
  actions: {
    post: 'Post',
    reverse: 'Reverse',
  },
});
