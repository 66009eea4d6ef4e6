import type { itemsImports } from '@club/schema/resources/itemsImports';
import { defineResourceLocale } from '../../types';
import { postingActionLabels, postingFieldLabels, postingRules, postingStatusLabels, stockLineRules, stockUnitTexts } from '../stockLabels';

export const locale = defineResourceLocale<typeof itemsImports>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'أذون |||| إذن استلام |||| استلام المواد |||| أذون استلام |||| إذنًا |||| إذن',
  fields: {
    ...postingFieldLabels,
    number: 'رقم الإذن',
    warehouseId: 'المستودع',
    supplierName: 'المورّد',
    supplierInvoiceNumber: 'رقم فاتورة المورّد',
    receivedOn: 'تاريخ الاستلام',
    totalCost: 'إجمالي التكلفة',
    notes: 'ملاحظات',
  },
  enums: {
    status: postingStatusLabels,
  },
  actions: postingActionLabels,
  rules: {
    ...postingRules,
    ...stockLineRules,
  },
  texts: {
    ...stockUnitTexts,
  },
});
