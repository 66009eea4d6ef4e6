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
  rules: {
    maxChoicesOfMultiple: 'Only a multiple-choice question limits the number of choices',
    answeredStays: 'The question has answers: its kind of choice stays as it was answered',
    signInToAnswer: 'Sign in with your own account to answer',
    pollOpen: 'The poll is not open for answers now',
    chooseOne: 'Choose one option',
    chooseSome: 'Choose between 1 and %{max} options',
    ownOptions: "Choose among the question's own options",
    answeredOnce: 'You have answered this question already',
  },
});
