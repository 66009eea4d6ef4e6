import type { pollOptions } from '@club/schema/resources/pollOptions';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof pollOptions>({
  name: 'Poll option |||| Poll options',
  fields: { questionId: 'Question', sortOrder: 'Order', label: 'Option', labelAr: 'Option (Arabic)', votes: 'Votes' },
  rules: {
    votedStays: 'The option has votes: it stays, under the question it was chosen for',
  },
});
