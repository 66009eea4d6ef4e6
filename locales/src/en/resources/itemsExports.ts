import type { itemsExports } from '@club/schema/resources/itemsExports';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof itemsExports>({
  name: 'Goods issue |||| Goods issued',
  fields: {
    number: 'Issue number',
    warehouseId: 'Warehouse',
    issuedTo: 'Issued to',
    departmentId: 'Department',
    recipientId: 'Recipient',
    purpose: 'Purpose',
    issuedOn: 'Issued on',
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
    issuedTo: { department: 'A department', person: 'A person' },
  },
  actions: {
    post: 'Post',
    reverse: 'Reverse',
  },
});
