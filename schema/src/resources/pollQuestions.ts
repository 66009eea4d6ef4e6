import { defineResource, f } from '../index';

// A poll's questions (SPEC §2 /PollQuestions), in their order within the poll: single or multiple
// choice (up to a number of choices), required or not. Members answer one through its `answer`
// action while the poll is open; the server writes the response and counts the votes.
export const pollQuestions = defineResource({
  name: 'pollQuestions',
  route: '/PollQuestions',
  menu: { group: 'visits', icon: 'Help', order: 101 },
  recordRepresentation: 'question',
  fields: {
    pollId: f.reference('polls', { required: true }),
    sortOrder: f.integer({ required: true, min: 1, max: 100 }),
    question: f.text({ required: true, maxLength: 300, search: true }),
    questionAr: f.text({ maxLength: 300, search: true }),
    choiceType: f.enum(['single', 'multiple'], { required: true, default: 'single' }),
    maxChoices: f.integer({ min: 2, max: 20 }),
    required: f.boolean({ default: true }),
    responsesCount: f.integer({ readOnly: true }),
  },
  uniqueTogether: [['pollId', 'sortOrder']],
  list: { columns: ['pollId', 'sortOrder', 'question', 'choiceType', 'required', 'responsesCount'], sort: ['sortOrder', 'ASC'] },
  filters: { pollId: { alwaysOn: true }, choiceType: {} },
  actions: { answer: { permission: 'show', button: false } },
  // An answer to a question of an anonymous poll names no voter in the trail (editing the question stays named).
  anonymous: { when: 'pollId.isAnonymous', actions: ['answer'] },
  checks: {
    maxChoicesOfMultiple: { kind: 'absent', field: 'maxChoices', when: { choiceType: ['single'] } },
    answeredStays: { kind: 'override', field: 'choiceType' },
    // The answer action's (told on its body's optionIds).
    signInToAnswer: { kind: 'override', field: 'responsesCount' },
    pollOpen: { kind: 'override', field: 'responsesCount' },
    chooseOne: { kind: 'override', field: 'responsesCount' },
    chooseSome: { kind: 'override', field: 'responsesCount' },
    ownOptions: { kind: 'override', field: 'responsesCount' },
    answeredOnce: { kind: 'override', field: 'responsesCount' },
  },
});
