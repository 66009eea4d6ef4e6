import { defineResource, f } from '../index';

// Answers to poll questions (SPEC §2 /PollResponses), written by the server when a member answers
// a question of an open poll: one per member and question (a keyed ballot, so that an anonymous
// poll stores who answered nowhere), the options chosen, when.
export const pollResponses = defineResource({
  name: 'pollResponses',
  route: '/PollResponses',
  menu: { group: 'visits', icon: 'Assignment', order: 103 },
  recordRepresentation: 'answeredAt',
  readOnly: true,
  fields: {
    pollId: f.reference('polls', { required: true }),
    questionId: f.reference('pollQuestions', { required: true }),
    optionIds: f.referenceMany('pollOptions', { required: true }),
    // Empty for an anonymous poll.
    respondentId: f.reference('users'),
    answeredAt: f.datetime({ required: true }),
    // The respondent's sealed ballot for the question (a keyed hash of who and which question):
    // what keeps one answer per person without naming them. Read by nobody but the top role.
    ballot: f.text({ required: true, maxLength: 64, sensitive: { grant: 'pollBallots' } }),
  },
  uniqueTogether: [['questionId', 'ballot']],
  list: { columns: ['pollId', 'questionId', 'optionIds', 'respondentId', 'answeredAt'], sort: ['answeredAt', 'DESC'] },
  filters: { pollId: { alwaysOn: true }, questionId: { alwaysOn: true }, answeredAt: { ops: ['gte', 'lte'] } },
});
