import type { transferLines } from '@club/schema/resources/transferLines';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof transferLines>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'بنود |||| بند تحويل |||| بنود التحويل |||| بنود |||| بندًا |||| بند',
  fields: {
    transferId: 'التحويل',
    position: 'رقم البند',
    itemId: 'الصنف',
    quantity: 'الكمية',
  },
});
