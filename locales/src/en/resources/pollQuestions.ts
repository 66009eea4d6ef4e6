import type { pollQuestions } from '@club/schema/resources/pollQuestions';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof pollQuestions>({
  name: 'Poll question |||| Poll questions',
  fields: {
    pollId: 'Poll',
    sortOrder: 'Order',
    question: 'Question',
    questionAr: 'Question (Arabic)',
    choiceType: 'Choice',
    maxChoices: 'Most choices',
    required: 'Required',
    responsesCount: 'Answers',
  },
  enums: { choiceType: { single: 'Single choice', multiple: 'Multiple choice' } },
  actions: { answer: 'Answer' },
});
