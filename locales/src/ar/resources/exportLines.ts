import type { exportLines } from '@club/schema/resources/exportLines';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof exportLines>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'بنود |||| بند صرف |||| بنود الصرف |||| بنود |||| بندًا |||| بند',
  fields: {
    exportId: 'إذن الصرف',
    position: 'رقم البند',
    itemId: 'الصنف',
    quantity: 'الكمية',
  },
});
