import type { itemsExports } from '@club/schema/resources/itemsExports';
import { defineResourceLocale } from '../../types';
import { postingActionLabels, postingFieldLabels, postingRules, postingStatusLabels, stockLineRules, stockUnitTexts } from '../stockLabels';

export const locale = defineResourceLocale<typeof itemsExports>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'أذون |||| إذن صرف |||| صرف المواد |||| أذون صرف |||| إذنًا |||| إذن',
  fields: {
    ...postingFieldLabels,
    number: 'رقم الإذن',
    warehouseId: 'المستودع',
    issuedTo: 'يُصرف إلى',
    departmentId: 'الإدارة',
    recipientId: 'المستلم',
    purpose: 'الغرض',
    issuedOn: 'تاريخ الصرف',
    notes: 'ملاحظات',
  },
  enums: {
    status: postingStatusLabels,
    issuedTo: { department: 'إدارة', person: 'شخص' },
  },
  actions: postingActionLabels,
  rules: {
    ...postingRules,
    ...stockLineRules,
    departmentNamed: 'حدّد الإدارة التي تُصرف لها المواد',
    recipientNamed: 'حدّد الشخص الذي يستلم المواد',
  },
  texts: {
    ...stockUnitTexts,
  },
});
