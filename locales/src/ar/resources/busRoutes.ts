import type { busRoutes } from '@club/schema/resources/busRoutes';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof busRoutes>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'مسارات |||| مسار |||| المسارات |||| مسارات |||| مسارًا |||| مسار',
  fields: {
    code: 'الرمز',
    name: 'الاسم',
    nameAr: 'الاسم بالعربية',
    origin: 'من',
    destination: 'إلى',
    distanceKm: 'المسافة (كم)',
    isActive: 'نشط',
    notes: 'ملاحظات',
  },
  rules: {
    stopsInOrder: 'يُوصل إلى %{stop} بعد %{previous}: وقتها يأتي لاحقًا',
  },
});
