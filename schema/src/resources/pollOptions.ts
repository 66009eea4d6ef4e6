import { defineResource, f } from '../index';

// The options of a poll question (SPEC §2 /PollOptions), in their order; the votes are the
// server's count of the responses that chose it.
export const pollOptions = defineResource({
  name: 'pollOptions',
  route: '/PollOptions',
  menu: { group: 'visits', icon: 'Checklist', order: 102 },
  recordRepresentation: 'label',
  fields: {
    questionId: f.reference('pollQuestions', { required: true }),
    sortOrder: f.integer({ required: true, min: 1, max: 100 }),
    label: f.text({ required: true, maxLength: 200, search: true }),
    labelAr: f.text({ maxLength: 200, search: true }),
    votes: f.integer({ readOnly: true }),
  },
  uniqueTogether: [['questionId', 'sortOrder']],
  list: { columns: ['questionId', 'sortOrder', 'label', 'labelAr', 'votes'], sort: ['sortOrder', 'ASC'] },
  filters: { questionId: { alwaysOn: true } },
  checks: {
    votedStays: { kind: 'override', field: 'questionId' },
  },
});
