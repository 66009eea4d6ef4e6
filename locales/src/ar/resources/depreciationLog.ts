import type { depreciationLog } from '@club/schema/resources/depreciationLog';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof depreciationLog>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'قيود |||| قيد إهلاك |||| سجل الإهلاك |||| قيود |||| قيدًا |||| قيد',
  fields: {
    runId: 'الدورة',
    assetId: 'الأصل',
    period: 'الشهر',
    method: 'الطريقة',
    openingBookValue: 'القيمة الدفترية قبل',
    amount: 'الإهلاك',
    closingBookValue: 'القيمة الدفترية بعد',
    accumulatedDepreciation: 'مجمع الإهلاك',
  },
  enums: {
    method: { straightLine: 'القسط الثابت', decliningBalance: 'القسط المتناقص' },
  },
});
