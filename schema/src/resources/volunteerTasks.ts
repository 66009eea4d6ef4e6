import { defineResource, f } from '../index';

// The work of an opportunity (SPEC §2 /VolunteerTasks): handed to a volunteer accepted for it,
// ending after it starts. open → in progress → done (and back to work), or cancelled (and reopened).
export const volunteerTasks = defineResource({
  name: 'volunteerTasks',
  route: '/VolunteerTasks',
  menu: { group: 'visits', icon: 'Checklist', order: 65 },
  recordRepresentation: 'title',
  fields: {
    opportunityId: f.reference('eventOpportunities', { required: true }),
    title: f.text({ required: true, maxLength: 200, search: true }),
    description: f.longText({ maxLength: 2000 }),
    volunteerId: f.reference('volunteers'),
    startsAt: f.datetime({ required: true }),
    endsAt: f.datetime({ required: true }),
    estimatedHours: f.decimal({ min: 0.5, max: 100 }),
    priority: f.enum(['low', 'medium', 'high'], { required: true, default: 'medium' }),
    status: f.enum(['open', 'inProgress', 'done', 'cancelled'], { required: true, default: 'open' }),
  },
  list: { columns: ['title', 'opportunityId', 'volunteerId', 'startsAt', 'priority', 'status'], sort: ['startsAt', 'DESC'] },
  filters: { status: { alwaysOn: true }, opportunityId: { alwaysOn: true }, volunteerId: {}, priority: {} },
  workflow: {
    field: 'status',
    initial: ['open'],
    moves: {
      start: { from: ['open'], to: 'inProgress' },
      'mark-done': { from: ['inProgress'], to: 'done' },
      'back-to-work': { from: ['done'], to: 'inProgress' },
      reopen: { from: ['inProgress', 'cancelled'], to: 'open' },
      cancel: { from: ['open', 'inProgress'], to: 'cancelled' },
    },
  },
  checks: {
    volunteerAccepted: { kind: 'override', field: 'volunteerId' },
    endsAfterStart: { kind: 'after', field: 'endsAt', than: 'startsAt' },
  },
});
