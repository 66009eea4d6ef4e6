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
  rules: {
    discountWithinPrice: 'The discount is more than the price',
    paidWithinOwed: 'More than the price after the discount was paid',
    packageOffered: 'This package is no longer offered',
    final: 'An expired or cancelled subscription does not change any more',
    freezeAhead: 'A freeze ends today or later',
    freezeLimit: 'The package allows %{allowed} days of freeze; %{left} are left',
    cancelReason: 'Say why the subscription is cancelled',
    refundWithinPaid: 'The refund is more than was paid (%{paid} SAR)',
    oneAtATime: "The member's subscription %{record} to this package covers these dates",
  },
});
