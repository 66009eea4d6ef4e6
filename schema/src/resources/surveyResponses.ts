import { defineResource, f, PERSONAL_CONTACTS } from '../index';

// A visitor's answers to a survey (SPEC §2 /Visits/formviewList, "Surveys"), sent from the public
// form /formView/{id}/{phone} (or entered by staff from a paper form): one per phone and survey.
// The server checks the answers against the questions and keeps each with its question's text, so
// the response reads as the answered form even after the survey changes.
export const surveyResponses = defineResource({
  name: 'surveyResponses',
  route: '/Visits/formviewList',
  menu: { group: 'visits', icon: 'Assignment', order: 70 },
  recordRepresentation: ['surveyId', 'visitorName'],
  fields: {
    surveyId: f.reference('surveys', { required: true }),
    // One number one answer, however it is written: kept in E.164.
    phone: f.phone({ required: true, e164: true, sensitive: PERSONAL_CONTACTS }),
    answers: f.json({ required: true }),
    visitorName: f.text({ readOnly: true, maxLength: 160, search: true }),
    invitationId: f.reference('invitations', { readOnly: true }),
    answeredCount: f.integer({ readOnly: true }),
  },
  uniqueTogether: [['surveyId', 'phone']],
  list: { columns: ['surveyId', 'visitorName', 'phone', 'answeredCount', 'createdAt'], sort: ['createdAt', 'DESC'] },
  filters: { surveyId: { alwaysOn: true }, createdAt: { ops: ['gte', 'lte'] }, phone: { ops: ['eq'] } },
  checks: {
    surveyOpen: { kind: 'refersTo', field: 'surveyId', where: { status: ['published'] } },
    answeredOnce: { kind: 'override', field: 'phone' },
    answersByQuestion: { kind: 'override', field: 'answers' },
    unknownQuestion: { kind: 'override', field: 'answers' },
    answerRequired: { kind: 'override', field: 'answers' },
    answerNotAnOption: { kind: 'override', field: 'answers' },
    answerOneOnly: { kind: 'override', field: 'answers' },
    answerText: { kind: 'override', field: 'answers' },
  },
});
