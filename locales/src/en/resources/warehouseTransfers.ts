import type { warehouseTransfers } from '@club/schema/resources/warehouseTransfers';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof warehouseTransfers>({
  name: 'Warehouse transfer |||| Warehouse transfers',
  fields: {
    number: 'Transfer number',
    fromWarehouseId: 'From warehouse',
    toWarehouseId: 'To warehouse',
    transferredOn: 'Transferred on',
    reason: 'Reason',
    status: 'Status',
    postedById: 'Posted by',
    postedAt: 'Posted at',
    reversedById: 'Reversed by',
    reversedAt: 'Reversed at',
    reversalReason: 'Reason for reversal',
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
