import type { itemsExports } from '@club/schema/resources/itemsExports';
import { defineResourceLocale } from '../../types';
import { postingActionLabels, postingFieldLabels, postingRules, postingStatusLabels, stockLineRules, stockUnitTexts } from '../stockLabels';

export const locale = defineResourceLocale<typeof itemsExports>({
  name: 'Goods issue |||| Goods issued',
  fields: {
    ...postingFieldLabels,
    number: 'Issue number',
    warehouseId: 'Warehouse',
    issuedTo: 'Issued to',
    departmentId: 'Department',
    recipientId: 'Recipient',
    purpose: 'Purpose',
    issuedOn: 'Issued on',
    notes: 'Notes',
  },
  enums: {
    status: postingStatusLabels,
    issuedTo: { department: 'A department', person: 'A person' },
  },
  actions: postingActionLabels,
  rules: {
    ...postingRules,
    ...stockLineRules,
    departmentNamed: 'Name the department the goods go to',
    recipientNamed: 'Name the person who receives the goods',
  },
  texts: {
    ...stockUnitTexts,
  },
});
