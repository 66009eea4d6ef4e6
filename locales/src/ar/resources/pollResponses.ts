import type { pollResponses } from '@club/schema/resources/pollResponses';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof pollResponses>({
  // Arabic plural forms: 0 | 1 | 2 (label) | 3–10 | 11–99 | 100+ (see ResourceLocale).
  name: 'إجابات |||| إجابة |||| إجابات الاستطلاعات |||| إجابات |||| إجابة |||| إجابة',
  fields: { pollId: 'الاستطلاع', questionId: 'السؤال', optionIds: 'الخيارات المختارة', respondentId: 'المجيب', answeredAt: 'وقت الإجابة', ballot: 'البطاقة المختومة' },
});
