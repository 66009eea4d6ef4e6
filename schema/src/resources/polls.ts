import { defineResource, f } from '../index';

// A poll's questions, options and responses are separate screens (PollQuestions, PollOptions,
// PollResponses in SPEC §2) and separate resources. Listed under Visits & Appointments, next to
// the visitors' survey screens.
export const polls = defineResource({
  name: 'polls',
  route: '/Polls',
  menu: { group: 'visits', icon: 'Poll' },
  recordRepresentation: 'title',
  fields: {
    title: f.text({ required: true, maxLength: 200, search: true }),
    description: f.longText({ maxLength: 3000 }),
    audience: f.enum(['members', 'parents', 'players', 'staff', 'public'], { required: true, default: 'members' }),
    startsAt: f.datetime({ required: true }),
    endsAt: f.datetime({ required: true }),
    status: f.enum(['draft', 'open', 'closed'], { required: true, default: 'draft' }),
    isAnonymous: f.boolean({ default: false }),
    ownerId: f.reference('users'),
  },
  list: { columns: ['title', 'audience', 'startsAt', 'endsAt', 'status', 'isAnonymous', 'ownerId'], sort: ['startsAt', 'DESC'] },
  filters: {
    status: { alwaysOn: true },
    audience: { alwaysOn: true },
    isAnonymous: {},
    ownerId: {},
    startsAt: { ops: ['gte', 'lte'] },
    endsAt: { ops: ['gte', 'lte'] },
  },
  checks: {
    endsAfterStart: { kind: 'after', field: 'endsAt', than: 'startsAt' },
    anonymityKept: { kind: 'override', field: 'isAnonymous' },
  },
});
