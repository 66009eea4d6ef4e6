import type { pollOptions } from '@club/schema/resources/pollOptions';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof pollOptions>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'خيارات |||| خيار |||| خيارات الاستطلاعات |||| خيارات |||| خيارًا |||| خيار',
  fields: { questionId: 'السؤال', sortOrder: 'الترتيب', label: 'الخيار', labelAr: 'الخيار بالعربية', votes: 'الأصوات' },
  rules: {
    votedStays: 'للخيار أصوات: يبقى تحت السؤال الذي اختير له',
  },
});
