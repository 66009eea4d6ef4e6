import type { playerSubscriptions } from '@club/schema/resources/playerSubscriptions';
import { defineResourceLocale } from '../../types';
import { paymentMethodLabels } from '../paymentLabels';

export const locale = defineResourceLocale<typeof playerSubscriptions>({
  name: 'Player subscription |||| Player subscriptions',
  fields: {
    playerId: 'Player',
    month: 'Month (YYYY-MM)',
    fee: 'Monthly fee',
    discount: 'Discount',
    dueDate: 'Due date',
    paidAmount: 'Paid',
    paidAt: 'Paid on',
    method: 'Payment method',
    waived: 'Waived',
    remainingAmount: 'Remaining',
    status: 'Status',
    notes: 'Notes',
  },
  enums: {
    method: paymentMethodLabels,
    status: { due: 'Due', partiallyPaid: 'Partly paid', paid: 'Paid', overdue: 'Overdue', waived: 'Waived' },
  },
  rules: {
    discountWithinFee: 'The discount is more than the fee',
    waivedUnpaid: 'A waived month takes no payment',
    feeOfGroup: 'The player’s age group has no academy fee: type the fee',
    dueDateOfGroup: 'The player’s age group has no academy fee to take the due day from: type the due date',
  },
  texts: {
    invoiceLine: 'Academy fee of %{player} for %{month}',
    invoiceRounding: 'VAT rounding',
  },
});
