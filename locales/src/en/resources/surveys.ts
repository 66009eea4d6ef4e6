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
  rules: {
    answeredQuestionsStay: 'The survey has answers: its questions stay as they were answered (copy it into a new survey to change them)',
    choiceOptions: 'Question %{n} is a choice: give it two options or more, one per line',
    optionsAtMost: 'A question offers %{max} options at most',
    optionsDistinct: 'An option is listed twice',
    textHasNoOptions: 'Question %{n} is answered in free text: it has no options',
    publishedAsks: 'A published survey asks one question at least',
  },
});
