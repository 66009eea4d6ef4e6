import type { warehouseTransfers } from '@club/schema/resources/warehouseTransfers';
import { defineResourceLocale } from '../../types';
import { postingActionLabels, postingFieldLabels, postingRules, postingStatusLabels, stockLineRules, stockUnitTexts } from '../stockLabels';

export const locale = defineResourceLocale<typeof warehouseTransfers>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'تحويلات |||| تحويل مخزني |||| التحويلات بين المستودعات |||| تحويلات |||| تحويلًا |||| تحويل',
  fields: {
    ...postingFieldLabels,
    number: 'رقم التحويل',
    fromWarehouseId: 'من مستودع',
    toWarehouseId: 'إلى مستودع',
    transferredOn: 'تاريخ التحويل',
    reason: 'السبب',
    notes: 'ملاحظات',
  },
  enums: {
    status: postingStatusLabels,
  },
  actions: postingActionLabels,
  rules: {
    ...postingRules,
    ...stockLineRules,
    anotherWarehouse: 'يكون التحويل إلى مستودع آخر',
  },
  texts: {
    ...stockUnitTexts,
  },
});
