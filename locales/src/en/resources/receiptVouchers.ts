import type { receiptVouchers } from '@club/schema/resources/receiptVouchers';
import { defineResourceLocale } from '../../types';
import { paymentMethodLabels, voucherActionLabels, voucherFieldLabels, voucherRules, voucherStatusLabels } from '../paymentLabels';

export const locale = defineResourceLocale<typeof receiptVouchers>({
  name: 'Receipt voucher |||| Receipt vouchers',
  fields: {
    ...voucherFieldLabels,
    number: 'Voucher number',
    voucherDate: 'Date',
    payerName: 'Received from',
    payerType: 'Payer',
    invoiceIds: 'Invoices paid',
    clubMemberId: 'Member',
    parentId: 'Parent',
    allocatedAmount: 'Allocated to invoices',
    unallocatedAmount: 'Credit (not allocated)',
  },
  enums: {
    payerType: { member: 'Member', parent: 'Parent', company: 'Company', sponsor: 'Sponsor', other: 'Other' },
    method: paymentMethodLabels,
    status: voucherStatusLabels,
  },
  actions: { ...voucherActionLabels, allocate: 'Allocate credit' },
  rules: {
    ...voucherRules,
    unpayable: 'Only issued invoices that are not fully paid can be paid by a receipt',
    atMostOwed: 'The amount is more than the invoices owe (%{owed} SAR)',
    allocatedWithinAmount: 'The allocations are more than the receipt’s amount (%{amount} SAR)',
    allocationWithinDue: 'More than the invoice still owes (%{due} SAR)',
    creditOnly: 'Only a confirmed receipt’s credit is allocated later, up to what is left (%{credit} SAR)',
  },
  texts: {
    creditTitle: 'Credit to allocate: %{amount} SAR',
    creditNothingOwed: 'The payer has no open invoice: the credit stays theirs.',
    creditInvoice: 'Invoice',
    creditInvoiceOption: '%{number}, due %{date}: %{amount} SAR left',
    creditAmount: 'Amount (SAR)',
    allocated: 'The credit was allocated to the invoice',
  },
});
