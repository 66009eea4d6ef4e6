import type { invoices } from '@club/schema/resources/invoices';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof invoices>({
  name: 'Invoice |||| Invoices',
  fields: {
    number: 'Invoice number',
    type: 'Type',
    creditedInvoiceId: 'Credited invoice',
    customerName: 'Customer',
    customerEmail: 'Customer email',
    customerVatNumber: 'Customer VAT number',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    status: 'Status',
    notes: 'Notes',
    issuedAt: 'Issued at',
    sellerName: 'Seller',
    sellerVatNumber: 'Seller VAT number',
    qrCode: 'QR code',
    subtotal: 'Subtotal',
    vatTotal: 'VAT',
    total: 'Total',
    paidAmount: 'Paid',
    totalInWords: 'Total in words',
    totalInWordsAr: 'Total in words (Arabic)',
  },
  enums: {
    status: { draft: 'Draft', issued: 'Issued', partiallyPaid: 'Partly paid', paid: 'Paid', canceled: 'Canceled' },
    type: { simplified: 'Simplified tax invoice', standard: 'Tax invoice', creditNote: 'Credit note' },
  },
  actions: {
    issue: 'Issue',
    cancel: 'Cancel draft',
    'pay-part': 'Partly paid by a receipt',
    'mark-paid': 'Mark paid',
    credit: 'Canceled by a credit note',
  },
  rules: {
    customerVatNumber: 'A standard (business) invoice needs the customer’s VAT number',
    creditedInvoiceId: 'A credit note names the invoice it cancels',
    credit: 'An issued invoice is canceled by issuing a credit note that refers to it',
  },
});
