import type { leavePayTiers } from '@club/schema/resources/leavePayTiers';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof leavePayTiers>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'شرائح أجر |||| شريحة أجر |||| شرائح الأجر |||| شرائح أجر |||| شريحةَ أجر |||| شريحة أجر',
  fields: {
    leaveTypeId: 'نوع الإجازة',
    position: 'الترتيب',
    days: 'الأيام',
    payPercent: 'الأجر (٪)',
  },
});
