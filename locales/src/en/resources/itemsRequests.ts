import type { itemsRequests } from '@club/schema/resources/itemsRequests';
import { defineResourceLocale } from '../../types';
import { stockLineRules } from '../stockLabels';

export const locale = defineResourceLocale<typeof itemsRequests>({
  name: 'Items request |||| Items requests',
  fields: {
    number: 'Request number',
    departmentId: 'Department',
    requesterId: 'Requested by',
    warehouseId: 'Warehouse',
    purpose: 'Purpose',
    neededBy: 'Needed by',
    priority: 'Priority',
    status: 'Status',
    decidedById: 'Decided by',
    decidedAt: 'Decided at',
    decisionComment: 'Decision comment',
    exportId: 'Goods issue',
    notes: 'Notes',
  },
  enums: {
    priority: { low: 'Low', normal: 'Normal', urgent: 'Urgent' },
    status: {
      requested: 'Awaiting decision',
      approved: 'Approved and issued',
      rejected: 'Rejected',
      cancelled: 'Cancelled',
    },
  },
  actions: {
    approve: 'Approve and issue',
    reject: 'Reject',
    cancel: 'Cancel request',
  },
  rules: {
    ...stockLineRules,
    undecided: 'A request changes only while it waits for a decision',
    itemsAsked: 'Ask for at least one item',
    rejectionReason: 'Say why the request is rejected',
    requesterCancels: 'Only the person who made the request may cancel it',
  },
});
