import { defineResource, f } from '../index';

// A survey's questions, edited as lines inside it. A choice question lists its options one per
// line, in order (two at least); a free-text question has none.
export const surveyQuestions = defineResource({
  name: 'surveyQuestions',
  route: '/Visits/formsList/questions',
  menu: { group: 'visits', icon: 'Help', order: 61, sidebar: false },
  recordRepresentation: 'question',
  readOnly: true,
  fields: {
    surveyId: f.reference('surveys', { required: true }),
    position: f.integer({ readOnly: true }),
    question: f.text({ required: true, maxLength: 300 }),
    questionAr: f.text({ maxLength: 300 }),
    questionType: f.enum(['text', 'single', 'multiple'], { required: true, default: 'single' }),
    options: f.longText({ maxLength: 2000 }),
    required: f.boolean({ default: true }),
  },
  list: { columns: ['surveyId', 'question', 'questionType', 'required'], sort: ['surveyId', 'ASC'] },
  filters: { surveyId: { alwaysOn: true }, questionType: {} },
});
