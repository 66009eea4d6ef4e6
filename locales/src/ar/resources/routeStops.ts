import type { routeStops } from '@club/schema/resources/routeStops';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof routeStops>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'محطات |||| محطة |||| المحطات |||| محطات |||| محطةً |||| محطة',
  fields: {
    routeId: 'المسار',
    position: 'الترتيب',
    name: 'المحطة',
    nameAr: 'الاسم بالعربية',
    scheduledTime: 'الوقت المجدول',
    landmark: 'معلم قريب',
  },
});
