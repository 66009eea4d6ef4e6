import type { recordFollowers } from '@club/schema/resources/recordFollowers';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof recordFollowers>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'متابعون |||| متابع |||| المتابعون |||| متابعين |||| متابعًا |||| متابع',
  fields: { resource: 'نوع السجل', recordId: 'السجل', userId: 'الشخص', following: 'يتابع' },
});
