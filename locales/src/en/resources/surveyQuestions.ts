import type { surveyQuestions } from '@club/schema/resources/surveyQuestions';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof surveyQuestions>({
  name: 'Question |||| Questions',
  fields: {
    surveyId: 'Survey',
    position: 'No.',
    question: 'Question',
    questionAr: 'Question (Arabic)',
    questionType: 'Answer type',
    options: 'Options (one per line)',
    required: 'Required',
  },
  enums: { questionType: { text: 'Free text', single: 'Single choice', multiple: 'Multiple choice' } },
});
