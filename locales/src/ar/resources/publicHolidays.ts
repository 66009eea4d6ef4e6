import type { publicHolidays } from '@club/schema/resources/publicHolidays';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof publicHolidays>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'عطل رسمية |||| عطلة رسمية |||| العطل الرسمية |||| عطل رسمية |||| عطلةً رسمية |||| عطلة رسمية',
  fields: {
    name: 'العطلة',
    nameAr: 'العطلة بالعربية',
    firstDay: 'اليوم الأول',
    lastDay: 'اليوم الأخير',
    year: 'السنة',
    days: 'الأيام',
  },
  rules: {
    lastDayNotBeforeFirst: 'لا يسبق اليوم الأخير اليوم الأول',
  },
});
