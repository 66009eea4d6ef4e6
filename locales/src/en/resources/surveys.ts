import type { surveys } from '@club/schema/resources/surveys';
import { defineResourceLocale } from '../../types';

// SPEC §2 sidebar item "Survey Setup" (/Visits/formsList); the public form's texts are SPEC §8's.
export const locale = defineResourceLocale<typeof surveys>({
  name: 'Survey |||| Survey Setup',
  permission: 'Survey Setup',
  fields: {
    title: 'Title',
    titleAr: 'Title (Arabic)',
    description: 'Description',
    status: 'Status',
    questionsCount: 'Questions',
    responsesCount: 'Responses',
  },
  enums: { status: { draft: 'Draft', published: 'Published', closed: 'Closed' } },
  publicForm: {
    title: 'Your answers',
    submit: 'Send answers',
    sent: 'Thanks for completing the survey',
    closed: 'This survey is not taking answers any more.',
    notFound: 'Form not found',
    loadFailed: 'Failed to load form',
    submitFailed: 'Failed to submit answers',
  },
});
