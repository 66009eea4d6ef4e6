import { defineResource, f } from '../index';

// A survey for visitors (SPEC §2 /Visits/formsList, "Survey Setup"): its questions are lines
// (free text, single or multiple choice, ordered, options one per line, required or not). A
// published survey is answered without signing in at /formView/{id}/{phone}, once per phone.
export const surveys = defineResource({
  name: 'surveys',
  route: '/Visits/formsList',
  menu: { group: 'visits', icon: 'Quiz', order: 60 },
  recordRepresentation: 'title',
  fields: {
    title: f.text({ required: true, maxLength: 160, search: true }),
    titleAr: f.text({ maxLength: 160, search: true }),
    description: f.longText({ maxLength: 2000 }),
    status: f.enum(['draft', 'published', 'closed'], { required: true, default: 'draft' }),
    questionsCount: f.integer({ readOnly: true }),
    responsesCount: f.integer({ readOnly: true }),
  },
  lines: { questions: { resource: 'surveyQuestions', parentField: 'surveyId' } },
  list: { columns: ['title', 'titleAr', 'status', 'questionsCount', 'responsesCount', 'updatedAt'], sort: ['updatedAt', 'DESC'] },
  filters: { status: { alwaysOn: true } },
  publicPage: {
    route: '/formView',
    states: { status: ['published', 'closed'] },
    fields: ['title', 'titleAr', 'description', 'status'],
    lines: ['questions'],
    // The link texted after a visit carries the visitor's token: only it names the visitor on the answer.
    form: { resource: 'surveyResponses', parentField: 'surveyId', fields: ['phone', 'answers'], fromPath: ['phone'], openWhen: { status: ['published'] }, personalLink: 'invitations' },
  },
  checks: {
    answeredQuestionsStay: { kind: 'override', field: 'questions' },
    choiceOptions: { kind: 'override', field: 'questions' },
    optionsAtMost: { kind: 'override', field: 'questions' },
    optionsDistinct: { kind: 'override', field: 'questions' },
    textHasNoOptions: { kind: 'override', field: 'questions' },
    publishedAsks: { kind: 'override', field: 'questions' },
  },
});
