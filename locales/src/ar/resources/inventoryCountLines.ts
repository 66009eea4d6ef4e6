import type { inventoryCountLines } from '@club/schema/resources/inventoryCountLines';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof inventoryCountLines>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'أصول |||| أصل مجرود |||| الأصول المجرودة |||| أصول |||| أصلًا |||| أصل',
  fields: {
    countId: 'الجرد',
    position: 'رقم البند',
    assetId: 'الأصل',
    result: 'النتيجة',
    notes: 'ملاحظات',
  },
  enums: {
    result: { pending: 'لم يُجرد بعد', found: 'موجود', missing: 'مفقود', damaged: 'تالف' },
  },
});
