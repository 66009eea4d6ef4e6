import type { depreciations } from '@club/schema/resources/depreciations';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof depreciations>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'دورات |||| دورة إهلاك |||| دورات الإهلاك |||| دورات |||| دورةً |||| دورة',
  fields: {
    number: 'رقم الدورة',
    period: 'الشهر (YYYY-MM)',
    status: 'الحالة',
    assetCount: 'عدد الأصول',
    totalAmount: 'قيمة الإهلاك',
    postedById: 'رحّلها',
    postedAt: 'تاريخ الترحيل',
    notes: 'ملاحظات',
  },
  enums: {
    status: { draft: 'مسودة غير مُرحّلة', posted: 'مُرحّلة' },
  },
  actions: {
    post: 'ترحيل',
  },
  rules: {
    onlyDraftDeleted: 'لا يُحذف إلا مسودة الدورة',
    postedUnchanged: 'لا تتغير دورة مُرحّلة',
    monthBegun: 'لا يُهلك شهر قبل أن يبدأ',
    monthOnce: 'رُحّل هذا الشهر من قبل (%{number})',
    monthsInOrder: 'تُرحّل الأشهر بالترتيب: رُحّل شهر %{period} من قبل',
  },
});
