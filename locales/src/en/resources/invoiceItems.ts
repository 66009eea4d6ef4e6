import type { invoiceItems } from '@club/schema/resources/invoiceItems';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof invoiceItems>({
  name: 'Invoice line |||| Invoice lines',
  fields: {
    invoiceId: 'Invoice',
    position: 'Line',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    discount: 'Discount',
    vatRate: 'VAT %',
    amount: 'Amount',
  },
});
