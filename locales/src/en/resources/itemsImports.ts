import type { itemsImports } from '@club/schema/resources/itemsImports';
import { defineResourceLocale } from '../../types';
import { postingActionLabels, postingFieldLabels, postingRules, postingStatusLabels, stockLineRules, stockUnitTexts } from '../stockLabels';

export const locale = defineResourceLocale<typeof itemsImports>({
  name: 'Goods receipt |||| Goods received',
  fields: {
    ...postingFieldLabels,
    number: 'Receipt number',
    warehouseId: 'Warehouse',
    supplierName: 'Supplier',
    supplierInvoiceNumber: 'Supplier\'s invoice number',
    receivedOn: 'Received on',
    totalCost: 'Total cost',
    notes: 'Notes',
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
