import type { requestLines } from '@club/schema/resources/requestLines';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof requestLines>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'أصناف |||| صنف مطلوب |||| الأصناف المطلوبة |||| أصناف |||| صنفًا |||| صنف',
  fields: {
    requestId: 'طلب المواد',
    position: 'رقم البند',
    itemId: 'الصنف',
    quantity: 'الكمية',
  },
});
