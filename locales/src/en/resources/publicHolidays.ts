import type { publicHolidays } from '@club/schema/resources/publicHolidays';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof publicHolidays>({
  name: 'Public holiday |||| Public holidays',
  fields: {
    name: 'Holiday',
    nameAr: 'Holiday (Arabic)',
    firstDay: 'First day',
    lastDay: 'Last day',
    year: 'Year',
    days: 'Days',
  },
  rules: {
    lastDayNotBeforeFirst: 'The last day cannot come before the first',
  },
});
