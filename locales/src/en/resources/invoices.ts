import type { invoices } from '@club/schema/resources/invoices';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof invoices>({
  name: 'Invoice |||| Invoices',
  fields: {
    number: 'Invoice number',
    customerName: 'Customer',
    customerEmail: 'Customer email',
    customerVatNumber: 'Customer VAT number',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    status: 'Status',
    notes: 'Notes',
    subtotal: 'Subtotal',
    vatTotal: 'VAT',
    total: 'Total',
  },
  enums: {
    status: { draft: 'Draft', issued: 'Issued', paid: 'Paid', canceled: 'Canceled' },
  },
});
