import type { itemsImports } from '@club/schema/resources/itemsImports';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof itemsImports>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'أذون |||| إذن استلام |||| استلام المواد |||| أذون استلام |||| إذنًا |||| إذن',
  fields: {
    number: 'رقم الإذن',
    warehouseId: 'المستودع',
    supplierName: 'المورّد',
    supplierInvoiceNumber: 'رقم فاتورة المورّد',
    receivedOn: 'تاريخ الاستلام',
    status: 'الحالة',
    postedById: 'رحّله',
    postedAt: 'تاريخ الترحيل',
    reversedById: 'عكسه',
    reversedAt: 'تاريخ العكس',
    reversalReason: 'سبب العكس',
    totalCost: 'إجمالي التكلفة',
    notes: 'ملاحظات',
  },
  enums: {
    status: { draft: 'مسودة', posted: 'مُرحَّل', reversed: 'معكوس' },
  },
  actions: {
    post: 'ترحيل',
    reverse: 'عكس',
  },
});
