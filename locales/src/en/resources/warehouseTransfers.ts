import type { warehouseTransfers } from '@club/schema/resources/warehouseTransfers';
import { defineResourceLocale } from '../../types';
import { postingActionLabels, postingFieldLabels, postingRules, postingStatusLabels, stockLineRules, stockUnitTexts } from '../stockLabels';

export const locale = defineResourceLocale<typeof warehouseTransfers>({
  name: 'Warehouse transfer |||| Warehouse transfers',
  fields: {
    ...postingFieldLabels,
    number: 'Transfer number',
    fromWarehouseId: 'From warehouse',
    toWarehouseId: 'To warehouse',
    transferredOn: 'Transferred on',
    reason: 'Reason',
    notes: 'Notes',
  },
  enums: {
    status: postingStatusLabels,
  },
  actions: postingActionLabels,
  rules: {
    ...postingRules,
    ...stockLineRules,
    anotherWarehouse: 'A transfer goes to another warehouse',
  },
  texts: {
    ...stockUnitTexts,
  },
});
