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
});
