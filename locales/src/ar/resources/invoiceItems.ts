import type { invoiceItems } from '@club/schema/resources/invoiceItems';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof invoiceItems>({
  name: 'بنود |||| بند فاتورة |||| بنود الفواتير |||| بنود |||| بندًا |||| بند',
  fields: {
    invoiceId: 'الفاتورة',
    position: 'البند',
    description: 'الوصف',
    quantity: 'الكمية',
    unitPrice: 'سعر الوحدة',
    discount: 'الخصم',
    vatRate: 'نسبة الضريبة %',
    amount: 'المبلغ',
  },
});
