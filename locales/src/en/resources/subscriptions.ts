import type { subscriptions } from '@club/schema/resources/subscriptions';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof subscriptions>({
  name: 'Subscription |||| Subscriptions',
  fields: {
    number: 'Subscription number',
    clubMemberId: 'Member',
    packageId: 'Package',
    coachId: 'Coach',
    startDate: 'Start date',
    endDate: 'End date',
    price: 'Price',
    discount: 'Discount',
    paidAmount: 'Paid',
    remainingAmount: 'Remaining',
    status: 'Status',
    frozenDays: 'Days frozen',
    freezeStart: 'Frozen from',
    freezeEnd: 'Frozen until',
    cancelledAt: 'Cancelled at',
    cancelReason: 'Cancellation reason',
    refundAmount: 'Refund',
    notes: 'Notes',
  },
  enums: { status: { active: 'Active', frozen: 'Frozen', expired: 'Expired', cancelled: 'Cancelled' } },
  actions: { freeze: 'Freeze', resume: 'Resume', cancel: 'Cancel subscription' },
});
