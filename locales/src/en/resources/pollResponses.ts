import type { pollResponses } from '@club/schema/resources/pollResponses';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof pollResponses>({
  name: 'Poll response |||| Poll responses',
  fields: { pollId: 'Poll', questionId: 'Question', optionIds: 'Chosen options', respondentId: 'Respondent', answeredAt: 'Answered at', ballot: 'Sealed ballot' },
});
