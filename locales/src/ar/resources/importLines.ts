import type { importLines } from '@club/schema/resources/importLines';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof importLines>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'بنود |||| بند استلام |||| بنود الاستلام |||| بنود |||| بندًا |||| بند',
  fields: {
    importId: 'إذن الاستلام',
    position: 'رقم البند',
    itemId: 'الصنف',
    quantity: 'الكمية',
    unitCost: 'تكلفة الوحدة',
    amount: 'المبلغ',
  },
});
