import type { surveyResponses } from '@club/schema/resources/surveyResponses';
import { defineResourceLocale } from '../../types';

// SPEC §2 sidebar item "Surveys" (/Visits/formviewList): the answered forms.
export const locale = defineResourceLocale<typeof surveyResponses>({
  name: 'Survey response |||| Surveys',
  permission: 'Surveys',
  fields: {
    surveyId: 'Survey',
    phone: 'Mobile',
    answers: 'Answers',
    visitorName: 'Visitor name',
    invitationId: 'Invitation',
    answeredCount: 'Questions answered',
  },
  rules: {
    surveyOpen: 'This survey is not taking answers',
    answeredOnce: 'This mobile number has answered this survey already',
    answersByQuestion: 'Answers are given by question number',
    unknownQuestion: 'The survey has no question %{key}',
    answerRequired: 'Question %{n} needs an answer',
    answerNotAnOption: 'The answer to question %{n} is not one of its options',
    answerOneOnly: 'Question %{n} takes one answer',
    answerText: 'The answer to question %{n} is text of at most %{max} characters',
  },
});
