import type { inventoryCounts } from '@club/schema/resources/inventoryCounts';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof inventoryCounts>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'عمليات |||| جرد أصول |||| جرد الأصول |||| عمليات جرد |||| عملية جرد |||| عملية جرد',
  fields: {
    number: 'رقم الجرد',
    location: 'الموقع',
    countedOn: 'تاريخ الجرد',
    countedById: 'القائم بالجرد',
    status: 'الحالة',
    expectedCount: 'المتوقع',
    foundCount: 'الموجود',
    missingCount: 'المفقود',
    damagedCount: 'التالف',
    notes: 'ملاحظات',
  },
  enums: {
    status: { open: 'مفتوح', completed: 'مكتمل' },
  },
  rules: {
    completedUnchanged: 'يبقى ما جُرد في الجرد المكتمل: لا تتغير إلا ملاحظاته',
    assetsAtLocation: 'لا توجد أصول مسجلة في هذا الموقع',
    everyAssetDecided: 'حدّد لكل أصل هل وُجد أم فُقد أم تلف قبل إكمال الجرد',
  },
});
